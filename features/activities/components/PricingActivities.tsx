import { getLocale, getTranslations } from 'next-intl/server';
import { PricingActivitiesList } from './PricingActivitiesList';

/** The price page's promotions (desktop and /mobile): strings translated here, the list read in the browser. */
export async function PricingActivities() {
  const t = await getTranslations('Activities');
  return (
    <PricingActivitiesList
      locale={await getLocale()}
      labels={{
        title: t('pricingTitle'),
        percentOff: t.raw('percentOff') as string,
        amountOff: t.raw('amountOff') as string,
      }}
    />
  );
}
