'use client';

import { Alert, Anchor, Stack } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SessionSwitch } from './SessionSwitch';

/**
 * The FAQ and document answers. The knowledge base itself comes with a later issue: the switches and their
 * values are kept as the session has them, and the reader learns where the knowledge base will be.
 */
export function KnowledgeGroup() {
  const t = useTranslations('SessionsForm');
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title={t('knowledgeNotReadyTitle')}>
        {t.rich('knowledgeNotReady', {
          link: (chunks) => (
            <Anchor component={Link} href="/dashboard/knowledge">
              {chunks}
            </Anchor>
          ),
        })}
      </Alert>
      <SessionSwitch
        name="knowledgeIsUsed"
        label={t('knowledgeIsUsed')}
        description={t('knowledgeIsUsedHint')}
      />
      <SessionSwitch
        name="fileIsUsed"
        label={t('fileIsUsed')}
        description={t('fileIsUsedHint')}
        alsoErrorsOf={['kbConversationDto.fileIds']}
      />
    </Stack>
  );
}
