'use client';

import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { useMyPortraits } from '../api/portraits';
import { PortraitCaptureForm } from './PortraitCaptureForm';
import { PortraitCard } from './PortraitCard';

/** /collection/my: the capture form first (on a phone too), then the corporation's portraits with their state. */
export function MyPortraitsView() {
  const t = useTranslations('Portraits');
  const portraits = useMyPortraits();
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <PortraitCaptureForm />
      </Card>
      <section aria-labelledby="my-portraits">
        <Title order={2} size="h3" id="my-portraits" mb="sm">
          {t('listTitle')}
        </Title>
        <QueryState
          query={portraits}
          labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
        >
          {(page) =>
            page.list.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {page.list.map((portrait) => (
                  <PortraitCard key={portrait.id} portrait={portrait} />
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}
