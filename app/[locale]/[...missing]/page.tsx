import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { DesktopNotFound } from '@/components/layout/DesktopNotFound';
import { notFoundMetadata } from '@/components/layout/notFoundMetadata';
import type { Locale } from '@/lib/routing/locale';

type Props = { params: Promise<{ locale: string }> };

// The proxy rewrites every unknown path to /<locale>/404 with status 404. The page draws the 404 itself rather than
// call notFound(): Next 16.4 answers notFound() with an empty body that only JavaScript fills (vercel/next.js#62228),
// which crawlers and slow phones would see as a blank page.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ missing: ['404'] }];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(params);
}

export default async function Missing({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return <DesktopNotFound />;
}
