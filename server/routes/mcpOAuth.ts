import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { requestOriginAllowed } from '../services/mcp/requestOrigin.ts';
import { checkAuthorizeRequest, consentPageLink } from '../services/oauth/authorizeRequest.ts';
import {
  authorizationServerMetadata,
  issuerOf,
  OAUTH_ENDPOINTS,
  protectedResourceMetadata,
} from '../services/oauth/oauthMetadata.ts';
import { registrationAnswer } from '../services/oauth/oauthClients.ts';
import { OAuthFailure } from '../services/oauth/oauthFailure.ts';
import { MCP_PATH } from './mcp.ts';

/** The POST endpoints read no cookie (a client authenticates with PKCE), so no XSRF applies. */
export const OAUTH_BEARER_ONLY = [
  OAUTH_ENDPOINTS.register,
  OAUTH_ENDPOINTS.token,
  OAUTH_ENDPOINTS.revoke,
] as const;

/** A registration or a token request is a few hundred bytes; nothing bigger is read. */
const OAUTH_BODY_LIMIT = 16 * 1024;

const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
};

function required(body: unknown, name: string): string {
  const value = field(body, name);
  if (!value) throw new OAuthFailure('invalid_request', `${name} is required.`);
  return value;
}

/**
 * The OAuth authorization server of `/mcp` (docs/mcp.md "OAuth"): metadata, dynamic
 * registration, the authorization endpoint (which hands over to the SPA's consent page), the
 * token endpoint and revocation. Every endpoint checks Host and Origin as `/mcp` does, and
 * answers refusals in OAuth's own shape.
 */
export async function mcpOAuthRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const { oauth, config } = context;
  const resource = () => `${issuerOf(context.publicUrl())}${MCP_PATH}`;

  // Form bodies (RFC 6749 §3.2) only in this plugin; the rest of the API stays JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: OAUTH_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const headers = { host: request.headers.host, origin: request.headers.origin };
    if (!requestOriginAllowed(headers, context.publicUrl()))
      throw new HttpError('forbidden', 'This Host or Origin may not use this server.');
  });

  async function answerOAuth(reply: FastifyReply, work: () => Promise<unknown>) {
    try {
      return reply.header('Cache-Control', 'no-store').send(await work());
    } catch (error) {
      if (!(error instanceof OAuthFailure)) throw error;
      return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toJSON());
    }
  }

  const hidden = { schema: { hide: true } };
  const prm = async () => protectedResourceMetadata(context.publicUrl(), MCP_PATH);
  app.get(OAUTH_ENDPOINTS.protectedResource, hidden, prm);
  app.get(`${OAUTH_ENDPOINTS.protectedResource}${MCP_PATH}`, hidden, prm);
  app.get(OAUTH_ENDPOINTS.authorizationServer, hidden, async () =>
    authorizationServerMetadata(context.publicUrl()),
  );

  app.post(
    OAUTH_ENDPOINTS.register,
    {
      ...hidden,
      bodyLimit: OAUTH_BODY_LIMIT,
      config: {
        rateLimit: { max: config.rateLimits.oauthRegister, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request, reply) =>
      answerOAuth(reply.code(201), async () =>
        registrationAnswer(await oauth.clients.register(request.body)),
      ),
  );

  app.get(OAUTH_ENDPOINTS.authorize, hidden, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const clientId = typeof query.client_id === 'string' ? query.client_id : '';
    const client = await oauth.clients.find(clientId);
    const issuer = issuerOf(context.publicUrl());
    const outcome = checkAuthorizeRequest(query, client, resource(), issuer);
    if (outcome.kind === 'refuse') return reply.redirect(outcome.redirectTo);
    if (outcome.kind === 'stop') return reply.redirect(consentPageLink({ error: outcome.error }));
    const requestId = await oauth.requests.open(outcome.request);
    return reply.redirect(consentPageLink({ requestId }));
  });

  app.post(
    OAUTH_ENDPOINTS.token,
    { ...hidden, bodyLimit: OAUTH_BODY_LIMIT },
    async (request, reply) =>
      answerOAuth(reply, async () => {
        const body = request.body;
        const client = await oauth.clients.find(required(body, 'client_id'));
        if (!client) throw new OAuthFailure('invalid_client', 'Unknown client.');
        const named = field(body, 'resource');
        if (named !== undefined && named !== resource())
          throw new OAuthFailure('invalid_target', `The only resource here is ${resource()}.`);
        const grantType = field(body, 'grant_type');
        if (grantType === 'authorization_code')
          return oauth.tokens.exchangeCode({
            code: required(body, 'code'),
            verifier: required(body, 'code_verifier'),
            redirectUri: required(body, 'redirect_uri'),
            clientId: client.id,
          });
        if (grantType === 'refresh_token')
          return oauth.tokens.refresh({
            refreshToken: required(body, 'refresh_token'),
            clientId: client.id,
          });
        throw new OAuthFailure('unsupported_grant_type', 'authorization_code or refresh_token.');
      }),
  );

  app.post(
    OAUTH_ENDPOINTS.revoke,
    { ...hidden, bodyLimit: OAUTH_BODY_LIMIT },
    async (request, reply) =>
      answerOAuth(reply, async () => {
        const client = await oauth.clients.find(required(request.body, 'client_id'));
        if (!client) throw new OAuthFailure('invalid_client', 'Unknown client.');
        await oauth.tokens.revoke(required(request.body, 'token'), client.id);
        return {};
      }),
  );
}
