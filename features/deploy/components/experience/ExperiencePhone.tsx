'use client';

import { Alert, Button, Card, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useExperience } from '@/features/deploy/api/experience';
import type { EmbedOriginPolicy } from '@/features/deploy/contract/experience';
import { EmbedPanel } from './EmbedPanel';
import { ExperienceForm } from './ExperienceForm';
import { SavedTexts } from './SavedTexts';
import { PageHeader } from '@/components/ui/PageHeader';

interface Props {
  policy: EmbedOriginPolicy;
  platformOrigin: string;
}

/**
 * /mobile/dashboard/experience: what a phone is for here — the hosted link and embed code to copy or share, the
 * texts the hosted pages show, and the same form to change them.
 */
export function ExperiencePhone({ policy, platformOrigin }: Props) {
  const t = useTranslations('Experience');
  const experience = useExperience();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="md" p="md">
      <PageHeader title={t('title')} intro={t('intro')} size="h3" />
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h5" mb="sm">
          {t('embed.heading')}
        </Title>
        <EmbedPanel platformOrigin={platformOrigin} device="phone" />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h5" mb="sm" id="experience-form-heading">
          {editing ? t('form.heading') : t('phone.savedTexts')}
        </Title>
        <QueryState
          query={experience}
          labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
        >
          {(data) =>
            editing ? (
              <Stack gap="sm">
                <ExperienceForm experience={data} policy={policy} onSaved={() => setEditing(false)} />
                <Button variant="subtle" onClick={() => setEditing(false)}>
                  {t('phone.doneEditing')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="sm">
                {data.saved ? null : (
                  <Alert color="blue" variant="light">
                    {t('notSaved')}
                  </Alert>
                )}
                <SavedTexts experience={data} />
                <Button onClick={() => setEditing(true)}>{t('phone.edit')}</Button>
              </Stack>
            )
          }
        </QueryState>
      </Card>
    </Stack>
  );
}
