/** The error codes of RFC 6749 §5.2 and RFC 7591 §3.2.2 that Quire answers. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata';

/**
 * A refusal the OAuth endpoints answer as `{ error, error_description }` (not Quire's error
 * envelope: OAuth clients read only that shape). A 400 unless the client itself is unknown.
 */
export class OAuthFailure extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return this.code === 'invalid_client' ? 401 : 400;
  }

  toJSON() {
    return { error: this.code, error_description: this.message };
  }
}
