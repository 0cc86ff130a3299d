import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { portraitPackages } from '@/app/_compose/collection-billing';
import classes from '@/features/collection/components/collection.module.css';
import { PackageCards } from '@/features/collection/components/PackageCards';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  localizedPageMetadata(await pageLocale(params), 'CollectionSubscribe', '/collection/subscribe');

/** The packages; ordering goes through billing's order and payment (the console's billing center). */
export default async function CollectionSubscribePage({ params }: Props) {
  await connection();
  await setPageLocale(params);
  const [t, packages] = await Promise.all([getTranslations('CollectionSubscribe'), portraitPackages()]);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={classes.lead}>{t('lead')}</p>
      <PackageCards packages={packages} />
      <p className={classes.note}>{t('loginNote')}</p>
    </>
  );
}
