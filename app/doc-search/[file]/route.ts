// GET /doc-search/<locale>.json – the docs center's search index, written at build time (a static file): the search
// box fetches it only when a reader starts searching.
import { notFound } from 'next/navigation';
import { docSearchIndex } from '@/features/docs/server/search-index';
import { isLocale, locales } from '@/lib/routing/locale';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/doc-search/[file]'>) {
  const locale = (await params).file.replace(/\.json$/, '');
  if (!isLocale(locale)) notFound();
  return new Response(docSearchIndex(locale), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
