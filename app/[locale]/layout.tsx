// Mantine's variables and baseline only (~5 KB): components and their CSS load with the islands that use them.
import { withBasePath } from '@/lib/config/base-path';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@/components/site/theme-tokens.css';
import '@/components/site/global.css';
import '@/components/site/code-highlight.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ClientBehaviours } from '@/components/site/ClientBehaviours';
import { COLOR_SCHEME_SCRIPT } from '@/components/site/colorSchemeScript';
import { OutsideRuntimePages } from '@/components/site/OutsideRuntimePages';
import { SiteBanner } from '@/components/site/SiteBanner';
import { SIGNED_IN_SCRIPT } from '@/components/site/signedInScript';
import { isLocale, locales } from '@/lib/routing/locale';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Common' });
  return {
    title: { default: t('brand'), template: `%s | ${t('brand')}` },
    // Next puts metadata URLs on the page as written: the base path is ours to add.
    icons: { icon: { url: withBasePath('/favicon.svg'), type: 'image/svg+xml' } },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#4c6ef5',
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Banner');
  const chunkError = await getTranslations('ChunkError');
  const common = await getTranslations('Common');

  return (
    // The color-scheme and signed-in scripts change its attributes before React hydrates.
    <html lang={locale} data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_SCRIPT }} />
      </head>
      <body>
        <OutsideRuntimePages>
          <SiteBanner text={t('text')} dismissLabel={t('dismiss')} />
        </OutsideRuntimePages>
        {children}
        <Suspense fallback={null}>
          <ClientBehaviours
            chunkError={{
              title: chunkError('title'),
              description: chunkError('description'),
              reload: common('reload'),
            }}
          />
        </Suspense>
      </body>
    </html>
  );
}
