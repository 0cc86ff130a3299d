'use client';

import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { useExperience } from '@/features/deploy/api/experience';
import type { EmbedOriginPolicy } from '@/features/deploy/contract/experience';
import { EmbedPanel } from './EmbedPanel';
import { ExperienceForm } from './ExperienceForm';
import { PageHeader } from '@/components/ui/PageHeader';

interface Props {
  policy: EmbedOriginPolicy;
  platformOrigin: string;
}

/** /dashboard/experience: the hosted experience's settings beside each application's hosted page and embed code. */
export function ExperienceView({ policy, platformOrigin }: Props) {
  const t = useTranslations('Experience');
  const experience = useExperience();
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('title')} intro={t('intro')} introMaxWidth={760} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md" id="experience-form-heading">
            {t('form.heading')}
          </Title>
          <QueryState
            query={experience}
            labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
          >
            {(data) => <ExperienceForm experience={data} policy={policy} />}
          </QueryState>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            {t('embed.heading')}
          </Title>
          <EmbedPanel platformOrigin={platformOrigin} device="desktop" />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
