import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import classes from '@/features/collection/components/collection.module.css';
import { ContactFormIsland } from '@/features/marketing/components/contact/ContactFormIsland';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  localizedPageMetadata(await pageLocale(params), 'CollectionContact', '/collection/contactUs');

/** The partner form of /contactUs, about private digital humans (private IP). */
export default async function CollectionContactPage({ params }: Props) {
  await setPageLocale(params);
  const t = await getTranslations('CollectionContact');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={classes.lead}>{t('lead')}</p>
      <ContactFormIsland topic="cloning" />
    </>
  );
}
