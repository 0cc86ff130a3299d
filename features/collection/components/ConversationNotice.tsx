import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ConversationView } from '../conversation-choice';
import classes from './conversation.module.css';

type Missing = Exclude<ConversationView, { kind: 'chosen' }>;

interface Props {
  view: Missing;
  /** Shown with "none": what to do next, when there is no portrait session yet (see NoneHint). */
  hint?: Extract<ConversationView, { kind: 'none' }>['next'] | null;
  /** The wizard's entry (the sessions feature's button), offered once a portrait is approved. */
  createSession: ReactNode;
}

/**
 * Why /collection/conversation runs nothing: an address that names none of the customer's portrait digital humans
 * (one word for every reason, so another corporation's id tells nothing), or none made yet and the way to one.
 */
export async function ConversationNotice({ view, hint, createSession }: Props) {
  const t = await getTranslations('CollectionConversation');
  const next = view.kind === 'none' ? view.next : hint;
  return (
    <>
      {view.kind === 'notFound' ? (
        <section
          className={classes.notice}
          data-tone="warn"
          role="alert"
          data-testid="conversation-not-found"
        >
          <h2>{t('notFoundTitle')}</h2>
          <p>{t('notFound')}</p>
        </section>
      ) : null}
      {next ? (
        <section className={classes.notice} data-testid="conversation-none" data-next={next}>
          <h2>{t('noneTitle')}</h2>
          <p>{t(`none.${next}`)}</p>
          {next === 'createSession' ? (
            createSession
          ) : (
            <Link href="/collection/my" prefetch={false} style={{ textDecoration: 'underline' }}>
              {t('toMy')}
            </Link>
          )}
        </section>
      ) : null}
    </>
  );
}
