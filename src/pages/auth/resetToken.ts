import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';
import { isStorableText } from '@/api/schema/storableText';

/**
 * The reset link's token when `resetRequestSchema` would accept it, else undefined. Plain code
 * with the schema's own limits and character rule: the page chooses between the form and the
 * notice before it paints, without the schema library (docs/performance.md).
 */
export function resetTokenFrom(value: string | null): string | undefined {
  const { min, max } = ACCOUNT_LIMITS.resetToken;
  if (value === null || value.length < min || value.length > max) return undefined;
  return isStorableText(value) ? value : undefined;
}
