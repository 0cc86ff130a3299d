'use client';

import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PAGE_TEXT_FIELDS } from '@/features/sessions/contract';
import { PageImageField } from './PageImageField';
import { SessionTextField } from './SessionTextField';

const LONG: ReadonlySet<string> = new Set(['promptContent', 'busyText', 'networkText', 'errorText']);

/** What the live page shows around the digital human: the start prompt, its buttons and messages, two images. */
export function RuntimePageGroup() {
  const t = useTranslations('SessionsForm');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {PAGE_TEXT_FIELDS.filter((f) => !LONG.has(f)).map((f) => (
          <SessionTextField key={f} name={`pageDto.${f}`} label={t(`page.${f}`)} required />
        ))}
      </SimpleGrid>
      {PAGE_TEXT_FIELDS.filter((f) => LONG.has(f)).map((f) => (
        <SessionTextField key={f} multiline name={`pageDto.${f}`} label={t(`page.${f}`)} required />
      ))}
      <Title order={4} size="h6" mt="sm">
        {t('pageImages')}
      </Title>
      <PageImageField name="pageDto.startImage" label={t('page.startImage')} />
      <PageImageField name="pageDto.loadImage" label={t('page.loadImage')} />
    </Stack>
  );
}
