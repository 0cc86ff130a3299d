import '@mantine/core/styles.css';
import '@/components/layout/global.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ClientBehaviours } from '@/components/layout/ClientBehaviours';
import { SiteBanner } from '@/components/layout/SiteBanner';
import { theme } from '@/components/layout/theme';
import { pickMessages } from '@/lib/i18n/pick';
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
    icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
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
  const messages = await getMessages();
  const t = await getTranslations('Banner');

  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="auto" />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          <NextIntlClientProvider messages={pickMessages(messages, ['ChunkError', 'Common'])}>
            <SiteBanner text={t('text')} dismissLabel={t('dismiss')} />
            {children}
            <Suspense fallback={null}>
              <ClientBehaviours />
            </Suspense>
          </NextIntlClientProvider>
        </MantineProvider>
      </body>
    </html>
  );
}
