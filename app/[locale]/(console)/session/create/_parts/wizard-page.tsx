import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { limitBlock } from '@/features/sessions/components/wizard/guards';
import { LimitNotice } from '@/features/sessions/components/wizard/LimitNotice';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = Pick<LayoutProps<'/[locale]'>, 'params'>;
type MetaKey = 'step1' | 'step2' | 'step3' | 'step4' | 'success' | 'fastCreate';

/**
 * A page of the creation wizard (or quick create). The console layout has verified the session; the user's
 * limits are read here on the server, so a user who may not create another session sees why before doing the
 * work (the API refuses regardless). The success page is not blocked: it follows the publish that reached a limit.
 */
export function wizardPage(meta: MetaKey, Step: ComponentType, { checkLimits = true } = {}) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SessionsWizard' });
      return { title: t(`meta.${meta}`), robots: { index: false, follow: false } };
    },
    Page: async function WizardPage({ params }: Props) {
      await setPageLocale(params);
      const { limits } = await verifiedConsoleSession('desktop');
      const block = checkLimits ? limitBlock(limits) : null;
      const messages = await getMessages();
      return (
        <NextIntlClientProvider
          messages={pickMessages(messages, [
            'SessionsWizard',
            'SessionsForm',
            'SessionsUpload',
            'SessionsCast',
            'Validation',
            'Api',
            'SceneTemplates',
          ])}
        >
          {block && limits ? <LimitNotice block={block} limits={limits} /> : <Step />}
        </NextIntlClientProvider>
      );
    },
  };
}
