import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { SessionEditor } from '@/features/sessions/components/editor/SessionEditor';
import { pickMessages } from '@/lib/i18n/pick';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/session/edit'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SessionsEditor.meta' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The full session editor (spec §3–§5); the console layout has verified the login. */
export default async function SessionEditPage({ params, searchParams }: Props) {
  await setPageLocale(params);
  const { conversationId } = await searchParams;
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [
        'Validation',
        'Api',
        'SessionsEditor',
        'SessionsForm',
        'SessionsWizard',
        'SessionsCast',
        'SessionsUpload',
        'SceneTemplates',
      ])}
    >
      <SessionEditor conversationId={typeof conversationId === 'string' ? conversationId : ''} />
    </NextIntlClientProvider>
  );
}
