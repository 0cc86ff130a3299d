import type { Metadata } from 'next';
import { connection } from 'next/server';
import { portraitPackages } from '@/app/_compose/collection-billing';
import { CollectionHome } from '@/features/collection/components/CollectionHome';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  localizedPageMetadata(await pageLocale(params), 'CollectionHome', '/collection/home');

// Rendered per request: the prices are billing's products, which operators change.
export default async function CollectionHomePage({ params }: Props) {
  await connection();
  await setPageLocale(params);
  return <CollectionHome packages={await portraitPackages()} />;
}
