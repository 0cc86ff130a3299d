// GET /sitemap.xml – the public pages of the host that asks, with hreflang alternates on the other host
import { approvedPostPaths } from '@/features/community/server/sitemap';
import { referenceDocument } from '@/features/docs/reference/server/operations';
import { docSlugs } from '@/features/docs/server/docs';
import { newsSlugs } from '@/lib/news/news';
import { locales } from '@/lib/routing/locale';
import { getDb } from '@/lib/server/db/client';
import { SEO_FILE_CACHE_CONTROL } from '@/lib/seo/robots';
import { requestSite } from '@/lib/seo/request-site';
import { buildSitemap, newsEntries, sitemapEntries } from '@/lib/seo/sitemap';

export async function GET(request: Request) {
  const { locale, roots } = requestSite(request.headers);
  const news = newsEntries({ zh: newsSlugs('zh'), en: newsSlugs('en') });
  // Forum posts are written in one language but read on both hosts.
  const posts = (await approvedPostPaths(await getDb())).map((path) => ({ path, locales }));
  // The docs center's guides, like news: one entry per guide file, in the locales that have it.
  const docs = newsEntries({ zh: docSlugs('zh'), en: docSlugs('en') }).map((entry) => ({
    ...entry,
    path: entry.path.replace(/^\/news\//, '/doc/'),
  }));
  // The API reference's groups (/doc/api/<group>), on both hosts.
  const reference = referenceDocument().tags.map((tag) => ({ path: `/doc/api/${tag.slug}`, locales }));
  const entries = sitemapEntries([...news, ...docs, ...reference, ...posts]);
  return new Response(buildSitemap(locale, roots, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SEO_FILE_CACHE_CONTROL,
      Vary: 'Host, X-Forwarded-Host',
    },
  });
}
