import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { SdkGuide } from '@/features/deploy/components/sdk/SdkGuide';
import { DocProse } from '@/features/docs/components/DocProse';
import { getDoc, lastSectionHtml } from '@/features/docs/server/docs';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;

/**
 * The SDK guide on one device (issue 13 §3): the desktop page runs the SDK as a live sample; the phone's copies
 * snippets and reads the reference. The device's console layout has verified the session.
 */
export function sdkGuidePage(device: Device) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SdkGuide.meta' });
      return { title: t('title'), robots: { index: false, follow: false } };
    },
    Page: async function SdkGuidePage({ params }: Props) {
      const locale = await setPageLocale(params);
      const messages = await getMessages();
      // The reference is the docs center's SDK guide's last section (content/docs/sdk.<locale>.md): one text for both.
      const guide = getDoc(locale, 'sdk');
      return (
        <NextIntlClientProvider messages={pickMessages(messages, ['Api', 'SdkGuide'])}>
          <SdkGuide
            reference={guide && <DocProse html={lastSectionHtml(guide)} />}
            live={device === 'desktop'}
            links={{
              resources: '/dashboard/resources',
              experience: devicePath('/dashboard/experience', device),
            }}
          />
        </NextIntlClientProvider>
      );
    },
  };
}
