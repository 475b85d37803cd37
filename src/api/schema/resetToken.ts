import { ACCOUNT_LIMITS } from './accountLimits.ts';
import { isStorableText } from './storableText.ts';

/**
 * The reset link's token when `resetRequestSchema` would accept it, else undefined. Plain code
 * with the schema's own limits and character rule: the page chooses between the form and the
 * notice before it paints, without the schema library, and the server sends the page prerendered
 * with the form only for a link this accepts (docs/performance.md, "Prerendered pages").
 */
export function resetTokenFrom(value: string | null): string | undefined {
  const { min, max } = ACCOUNT_LIMITS.resetToken;
  if (value === null || value.length < min || value.length > max) return undefined;
  return isStorableText(value) ? value : undefined;
}
