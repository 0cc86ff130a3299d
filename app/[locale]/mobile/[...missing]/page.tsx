import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/layout/notFoundMetadata';
import type { Locale } from '@/lib/routing/locale';

type Props = { params: Promise<{ locale: string }> };

// As the desktop twin: drawn as a page, not by notFound() (vercel/next.js#62228); the proxy sets status 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ missing: ['404'] }];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(params);
}

export default async function MobileMissing({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return <NotFoundContent homeHref="/mobile/index" />;
}
