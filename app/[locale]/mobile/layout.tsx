import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MobileHeader } from '@/components/site/MobileHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { OrganizationJsonLd } from '@/features/marketing/components/seo/OrganizationJsonLd';

export default async function MobileLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale as 'zh' | 'en');
  return (
    <>
      <OrganizationJsonLd />
      <MobileHeader />
      <main id="main">{children}</main>
      <SiteFooter mobile />
    </>
  );
}
