// GET /og/zh.png, /og/en.png – the share card of each site, drawn once at build time
import { getTranslations } from 'next-intl/server';
import { isLocale, locales } from '@/lib/routing/locale';
import { renderOgImage } from '@/lib/seo/og-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ image: `${locale}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const locale = (await params).image.replace(/\.png$/, '');
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const [common, og] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'OgImage' }),
  ]);
  return renderOgImage({ brand: common('brand'), tagline: og('tagline'), features: og('features') });
}
