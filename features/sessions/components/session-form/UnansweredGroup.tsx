'use client';

import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { SessionNumberField } from './SessionNumberField';
import { SessionSwitch } from './SessionSwitch';

/** Questions the digital human cannot answer: after so many in a row, the unknown-question script, then hang up. */
export function UnansweredGroup() {
  const t = useTranslations('SessionsForm');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('unansweredIntro')}
      </Text>
      <SessionNumberField
        name="extendContent.unReplyCount"
        label={t('unReplyCount')}
        description={t('unReplyCountHint')}
        min={1}
        max={10}
        w={220}
      />
      <SessionSwitch
        numeric
        name="extendContent.unReplayUsed"
        label={t('unReplayUsed')}
        description={t('unReplayUsedHint')}
      />
      <SessionSwitch
        numeric
        name="extendContent.unReplyHangUp"
        label={t('unReplyHangUp')}
        description={t('unReplyHangUpHint')}
      />
    </Stack>
  );
}
