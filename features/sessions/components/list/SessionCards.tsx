'use client';

import { SimpleGrid } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SessionSummary } from '../../contract';
import { DeleteSessionModal } from './DeleteSessionModal';
import { RenameSessionModal } from './RenameSessionModal';
import { SessionCard, type CardDialog } from './SessionCard';
import { ShareSessionModal } from './ShareSessionModal';
import { useCharacterMap, usePortraitMap } from './characters';
import { useSessionActions } from './useSessionActions';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

/** Session cards in a grid, with the dialogs their actions open (one of each for the whole grid). */
export function SessionCards({ sessions }: { sessions: readonly SessionSummary[] }) {
  const t = useTranslations('SessionsList');
  const characters = useCharacterMap();
  const portraits = usePortraitMap(sessions.map((s) => s.characterCode));
  const actions = useSessionActions();
  const [dialog, setDialog] = useState<{ kind: CardDialog; session: SessionSummary } | null>(null);
  const close = () => setDialog(null);
  const open = (kind: CardDialog) => (dialog?.kind === kind ? dialog.session : null);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {sessions.map((session) => (
          <SessionCard
            key={session.conversationId}
            session={session}
            character={characters.get(session.characterCode)}
            portrait={portraits.get(session.characterCode)}
            onDialog={(kind, s) => setDialog({ kind, session: s })}
            onCopy={actions.copy}
            // Taking a session offline stops its share link, QR code and applications at once: asked first.
            onToggleStatus={(s) =>
              s.status === 'published' ? setDialog({ kind: 'offline', session: s }) : actions.toggleStatus(s)
            }
            busy={actions.busy}
          />
        ))}
      </SimpleGrid>
      <RenameSessionModal session={open('rename')} onClose={close} />
      <DeleteSessionModal session={open('delete')} onClose={close} />
      <ShareSessionModal session={open('share')} onClose={close} />
      <ConfirmDialog
        opened={open('offline') !== null}
        title={t('offlineTitle')}
        message={t('offlineConfirm', { name: open('offline')?.conversationName ?? '' })}
        confirmLabel={t('offlineButton')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        destructive
        busy={actions.busy}
        onConfirm={() => {
          const session = open('offline');
          if (session) actions.toggleStatus(session, close);
        }}
        onCancel={close}
      />
    </>
  );
}
