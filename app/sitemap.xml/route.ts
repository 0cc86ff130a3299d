// GET /sitemap.xml – the public pages of the host that asks, with hreflang alternates on the other host
import { newsSlugs } from '@/lib/news/news';
import { SEO_FILE_CACHE_CONTROL } from '@/lib/seo/robots';
import { requestSite } from '@/lib/seo/request-site';
import { buildSitemap, newsEntries, sitemapEntries } from '@/lib/seo/sitemap';

export function GET(request: Request) {
  const { locale, origins } = requestSite(request.headers);
  const news = newsEntries({ zh: newsSlugs('zh'), en: newsSlugs('en') });
  return new Response(buildSitemap(locale, origins, sitemapEntries(news)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SEO_FILE_CACHE_CONTROL,
      Vary: 'Host, X-Forwarded-Host',
    },
  });
}
