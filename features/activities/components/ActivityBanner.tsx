import { getTranslations } from 'next-intl/server';
import { ActivityBannerList } from './ActivityBannerList';

/** The console's promotion banner (desktop and /mobile layouts mount it): its strings travel as props. */
export async function ActivityBanner({ userId }: { userId: string }) {
  const t = await getTranslations('Activities');
  return (
    <ActivityBannerList
      userId={userId}
      labels={{
        bannerLabel: t('bannerLabel'),
        dismiss: t('dismiss'),
        percentOff: t.raw('percentOff') as string,
        amountOff: t.raw('amountOff') as string,
      }}
    />
  );
}
