import 'server-only';
import type { EmbedOriginPolicy } from '@/features/deploy/contract/experience';

/**
 * Plain-http localhost embed domains are a developer's and the browser tests' (http://embed.localhost:<port>):
 * allowed outside production, and in production only with EMBED_ALLOW_HTTP_LOCALHOST=1.
 */
export const embedOriginPolicy = (
  env: Record<string, string | undefined> = process.env,
): EmbedOriginPolicy => ({
  httpLocalhost: env.NODE_ENV !== 'production' || env.EMBED_ALLOW_HTTP_LOCALHOST === '1',
});
