// GET /robots.txt – crawl rules of the host that asks, pointing at that host's own sitemap
import { buildRobots, SEO_FILE_CACHE_CONTROL } from '@/lib/seo/robots';
import { requestSite } from '@/lib/seo/request-site';

export function GET(request: Request) {
  const { origin } = requestSite(request.headers);
  return new Response(buildRobots(origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': SEO_FILE_CACHE_CONTROL,
      Vary: 'Host, X-Forwarded-Host',
    },
  });
}
