import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { conversationHref, type PortraitConversation } from '../conversation-choice';
import classes from './conversation.module.css';

interface Props {
  conversations: PortraitConversation[];
  /** The one running on the page, if any. */
  chosenId: string | null;
}

/** /collection/conversation: the customer's portrait digital humans, each a link that runs it on the page. */
export async function PortraitConversationList({ conversations, chosenId }: Props) {
  const t = await getTranslations('CollectionConversation');
  return (
    <nav aria-labelledby="portrait-conversations" className={classes.picker}>
      <h2 id="portrait-conversations" className={classes.pickerTitle}>
        {t('listTitle')}
      </h2>
      <ul className={classes.list} data-testid="portrait-conversations">
        {conversations.map(({ conversationId, name, published, portrait }) => (
          <li key={conversationId}>
            <Link
              href={conversationHref(conversationId)}
              prefetch={false}
              className={classes.pick}
              aria-current={conversationId === chosenId ? 'page' : undefined}
              data-testid="portrait-conversation"
            >
              {portrait ? (
                // eslint-disable-next-line @next/next/no-img-element -- the customer's private photo, behind their login
                <img
                  src={portrait.photoSrc}
                  alt={t('photoAlt', { name: portrait.name })}
                  className={classes.photo}
                  width={56}
                  height={56}
                />
              ) : (
                <span className={classes.photo} aria-hidden />
              )}
              <span className={classes.pickText}>
                <strong>{name}</strong>
                <span>{published ? t('published') : t('unpublished')}</span>
                {portrait ? <span>{t('portraitOf', { name: portrait.name })}</span> : null}
                {portrait?.status !== 'ready' ? <span>{t('portraitGone')}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
