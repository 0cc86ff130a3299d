import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { portraitConversations } from '@/app/_compose/portrait-conversations';
import { verifiedConsoleSession } from '@/app/_pages/console-session';
import { ownImage } from '@/app/_pages/runtime-page';
import { runtimePageData } from '@/app/_pages/runtime-session';
import classes from '@/features/collection/components/collection.module.css';
import talk from '@/features/collection/components/conversation.module.css';
import { ConversationNotice } from '@/features/collection/components/ConversationNotice';
import { PortraitConversationList } from '@/features/collection/components/PortraitConversationList';
import { conversationView } from '@/features/collection/conversation-choice';
import { ConsoleIsland } from '@/features/console-shell/components/ConsoleIsland';
import { RuntimeApp } from '@/features/runtime/components/RuntimeApp';
import { CreateSessionButton } from '@/features/sessions/components/wizard/CreateSessionButton';
import { catalogues } from '@/messages/catalogues';
import { deviceFromUserAgent } from '@/lib/routing/device';
import { pageLocale, setPageLocale } from '@/lib/i18n/page-locale';
import { localizedPageMetadata } from '@/lib/seo/localized-metadata';

type Props = Pick<PageProps<'/[locale]/collection/conversation'>, 'params' | 'searchParams'>;

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  localizedPageMetadata(await pageLocale(params), 'CollectionConversation', '/collection/conversation', {
    noIndex: true,
  });

/** `?conversationId=`: one value, or none (an empty or repeated one names nothing in particular). */
const requestedId = async (searchParams: Props['searchParams']) => {
  const value = (await searchParams).conversationId;
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * /collection/conversation (issue 24 §2): "talk to one of their own digital humans right there". The corporation's
 * sessions whose character is one of its portraits, the chosen one running in the conversation runtime as the
 * owner's preview (/preview/:id) runs it, in the page's flow. The session is verified here (the proxy's check is
 * only optimistic); an id that is not one of these sessions is "not found", whoever's it is.
 */
export default async function CollectionConversationPage({ params, searchParams }: Props) {
  await setPageLocale(params);
  const { user } = await verifiedConsoleSession('desktop');
  const [t, choices, requested] = await Promise.all([
    getTranslations('CollectionConversation'),
    portraitConversations(user.corpId),
    requestedId(searchParams),
  ]);
  const view = conversationView(choices, requested);
  const chosen = view.kind === 'chosen' ? view.conversation : null;
  const runtime = chosen ? await runtimePageData('preview', chosen.conversationId) : null;
  const device = deviceFromUserAgent((await headers()).get('user-agent')) === 'phone' ? 'phone' : 'desktop';
  const empty = choices.conversations.length === 0;
  const language = runtime?.session.language === 'zh' ? 'zh' : 'en';
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={classes.lead}>{t('lead')}</p>
      {view.kind !== 'chosen' ? (
        <ConversationNotice
          view={view}
          hint={empty && view.kind === 'notFound' ? noneHint(choices) : null}
          createSession={
            <ConsoleIsland>
              <CreateSessionButton size="sm" />
            </ConsoleIsland>
          }
        />
      ) : null}
      {empty ? null : (
        <div className={talk.talk}>
          <PortraitConversationList
            conversations={choices.conversations}
            chosenId={chosen?.conversationId ?? null}
          />
          {chosen && runtime ? (
            <section aria-label={t('talking', { name: chosen.name })} className={talk.stage}>
              <NextIntlClientProvider locale={language} messages={{ Runtime: catalogues[language].Runtime }}>
                <RuntimeApp
                  key={chosen.conversationId}
                  session={runtime.session}
                  device={device}
                  startImage={ownImage(runtime.startImage)}
                  loadImage={ownImage(runtime.loadImage)}
                  inline
                />
              </NextIntlClientProvider>
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}

/** With no portrait session at all, a "not found" also says how to make one. */
const noneHint = (choices: Parameters<typeof conversationView>[0]) => {
  const none = conversationView(choices, undefined);
  return none.kind === 'none' ? none.next : null;
};
