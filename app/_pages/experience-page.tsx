import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { ExperiencePhone } from '@/features/deploy/components/experience/ExperiencePhone';
import { ExperienceView } from '@/features/deploy/components/experience/ExperienceView';
import { embedOriginPolicy } from '@/features/deploy/server/experience/origin-policy';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';
import { requestSite } from '@/lib/seo/request-site';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

/**
 * The page module of the hosted experience on one device; the device's console layout has verified the session.
 * The embed code names the platform as this request's site is configured (SITE_ORIGIN_ZH / _EN).
 */
export function experiencePage(device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Experience.meta' });
      return { title: t('title'), robots: { index: false, follow: false } };
    },
    Page: async function ExperiencePage({ params }: Props) {
      await setPageLocale(params);
      const messages = await getMessages();
      const View = device === 'phone' ? ExperiencePhone : ExperienceView;
      return (
        <NextIntlClientProvider messages={pickMessages(messages, ['Validation', 'Api', 'Experience'])}>
          <View policy={embedOriginPolicy()} platformOrigin={requestSite(await headers()).origin} />
        </NextIntlClientProvider>
      );
    },
  };
}
