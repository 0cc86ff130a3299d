import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BuildYourOwnView } from '@/features/deploy/components/tenant/BuildYourOwnView';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

/** The page module of build your own (spec §2) on one device; the device's console layout has verified the login. */
export function buildYourOwnPage(device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const t = await getTranslations({ locale: await pageLocale(params), namespace: 'BuildYourOwn.meta' });
      return { title: t('title'), robots: { index: false, follow: false } };
    },
    Page: async function BuildYourOwnPage({ params }: Props) {
      await setPageLocale(params);
      const messages = await getMessages();
      return (
        <NextIntlClientProvider
          messages={pickMessages(messages, ['Validation', 'Api', 'BuildYourOwn', 'Webhooks'])}
        >
          <BuildYourOwnView device={device} />
        </NextIntlClientProvider>
      );
    },
  };
}
