import { getLocale, getTranslations } from 'next-intl/server';
import { serverConfig } from '@/lib/config/server-config';
import { LOGO_PNG_PATH } from '@/lib/seo/og-image-path';
import { siteRoots } from '@/lib/seo/site-origins';

/** schema.org Organization of the site; the contact point appears only when a hotline is configured. */
export async function OrganizationJsonLd() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Common')]);
  const origin = siteRoots()[locale];
  const { hotline } = serverConfig();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t('brand'),
    url: `${origin}/`,
    // Search engines want a raster logo; the SVG stays for the page itself.
    logo: `${origin}${LOGO_PNG_PATH}`,
    ...(hotline
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: hotline,
            contactType: 'customer service',
            url: `${origin}/contactUs`,
            availableLanguage: ['zh-CN', 'en'],
          },
        }
      : {}),
  };
  // `<` is escaped so page text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
