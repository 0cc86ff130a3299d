import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MobileHeader } from '@/components/layout/MobileHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';

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
      <MobileHeader />
      <main id="main">{children}</main>
      <SiteFooter mobile />
    </>
  );
}
