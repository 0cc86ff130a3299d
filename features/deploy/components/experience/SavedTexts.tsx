'use client';

import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { HostedExperienceDto } from '@/features/deploy/contract/experience';

/** The hosted experience as it stands, to read on a phone before editing it. */
export function SavedTexts({ experience }: { experience: HostedExperienceDto }) {
  const t = useTranslations('Experience');
  const rows: [string, string][] = [
    [t('form.title'), experience.title],
    [t('form.content'), experience.content],
    [t('form.buttonText'), experience.buttonText],
    [t('form.errorText'), experience.errorText],
    [t('form.endUrl'), experience.endUrl],
    [t('form.origins'), experience.allowedOrigins.join('\n')],
  ];
  return (
    <Stack gap="xs" component="dl" m={0} data-testid="saved-texts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            c={value ? undefined : 'dimmed'}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {value || t('phone.notSet')}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
