import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { talkableConversations } from '@/app/_compose/portrait-conversations';
import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { PageHeader } from '@/components/ui/PageHeader';
import { MyPortraitsView } from '@/features/portraits/components/MyPortraitsView';
import { CreateSessionButton } from '@/features/sessions/components/wizard/CreateSessionButton';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/collection/my'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Portraits' });
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

/**
 * /collection/my (issue 24 §1): the corporation's portraits with their capture and review state, the capture form
 * with the person's consent, retake, rename, delete, use in a session, talk to it
 * (/collection/conversation) once a session uses it. A desktop page phones get too (no /mobile
 * twin): everything stacks at 390 px. The layout has verified the login.
 */
export default async function MyPortraitsPage({ params }: Props) {
  await setPageLocale(params);
  const { user } = await verifiedConsoleSession('desktop');
  const [t, messages, talkTo] = await Promise.all([
    getTranslations('Portraits'),
    getMessages(),
    talkableConversations(user.corpId),
  ]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} introMaxWidth={640} />
      <NextIntlClientProvider
        messages={pickMessages(messages, ['Portraits', 'Validation', 'Api', 'SessionsWizard'])}
      >
        <MyPortraitsView
          talkTo={talkTo}
          useInSession={
            <CreateSessionButton size="xs" variant="light">
              {t('useInSession')}
            </CreateSessionButton>
          }
        />
      </NextIntlClientProvider>
    </>
  );
}
