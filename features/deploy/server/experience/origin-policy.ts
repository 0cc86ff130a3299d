import 'server-only';
import { embedOriginOf, type EmbedOriginPolicy } from '@/features/deploy/contract/experience';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';

/**
 * Plain-http localhost embed domains are a developer's and the browser tests' (http://embed.localhost:<port>):
 * allowed outside production, and in production only with EMBED_ALLOW_HTTP_LOCALHOST=1.
 */
export const embedOriginPolicy = (
  env: Record<string, string | undefined> = process.env,
): EmbedOriginPolicy => ({
  httpLocalhost: env.NODE_ENV !== 'production' || env.EMBED_ALLOW_HTTP_LOCALHOST === '1',
});

/**
 * The save endpoint's schema is declared once for every environment, with the widest rule (plain-http localhost
 * allowed): where the server's policy is stricter, those origins are refused here, on their fields, as the
 * console's form refuses them.
 */
export function withinOriginPolicy<V extends { allowedOrigins: string[] }>(
  values: V,
  policy: EmbedOriginPolicy = embedOriginPolicy(),
): V {
  if (policy.httpLocalhost) return values;
  const fields = values.allowedOrigins.flatMap((origin, index) => {
    const result = embedOriginOf(origin, policy);
    return 'error' in result ? [{ field: `allowedOrigins.${index}`, message: result.error }] : [];
  });
  if (fields.length > 0) throw new ApiFailure(ApiCode.validation, 'validation', { data: { fields } });
  return values;
}
