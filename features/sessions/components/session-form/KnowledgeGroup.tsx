'use client';

import { Anchor, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSessionForm } from './SessionFormProvider';
import { CategoryPicker, FilePicker } from './KnowledgePickers';
import { SessionSwitch } from './SessionSwitch';

/** The FAQ and document answers: which categories and documents of the knowledge base this session uses. */
export function KnowledgeGroup() {
  const t = useTranslations('SessionsForm');
  const { watch } = useSessionForm();
  const faq = watch('knowledgeIsUsed') === true;
  const files = watch('fileIsUsed') === true;
  return (
    <Stack gap="md">
      <SessionSwitch
        name="knowledgeIsUsed"
        label={t('knowledgeIsUsed')}
        description={t('knowledgeIsUsedHint')}
      />
      {faq ? <CategoryPicker /> : null}
      <SessionSwitch name="fileIsUsed" label={t('fileIsUsed')} description={t('fileIsUsedHint')} />
      {files ? <FilePicker /> : null}
      <Text size="sm" c="dimmed">
        {t.rich('knowledgeManage', {
          link: (chunks) => (
            <Anchor component={Link} href="/dashboard/knowledge">
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
    </Stack>
  );
}
