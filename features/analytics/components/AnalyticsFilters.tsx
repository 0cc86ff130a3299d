'use client';

import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFilterChoices } from '@/features/analytics/api/filter-choices';
import { ANALYTICS_PRESETS } from '@/features/analytics/contract';

export interface Filters {
  /** One of ANALYTICS_PRESETS (the last so many days), or null for the custom `from`–`to`. */
  preset: number | null;
  from: string;
  to: string;
  sessionId: string;
  appId: string;
}

interface Props {
  value: Filters;
  /** The range shown now: a custom range starts from it. */
  range: { from: string; to: string };
  /** Validation keys by field, from the request's schema. */
  errors: Record<string, string>;
  timeZone: string;
  onChange: (next: Filters) => void;
}

const CUSTOM = 'custom';

/** The period (the last 7, 30 or 90 days, or any dates), and the session or application to narrow it to. */
export function AnalyticsFilters({ value, range, errors, timeZone, onChange }: Props) {
  const t = useTranslations('Analytics.filters');
  const tv = useTranslations('Validation');
  const choices = useFilterChoices();
  const error = (field: string) => (errors[field] ? tv(errors[field] as 'invalid') : undefined);
  return (
    <Stack gap="xs" component="section" aria-label={t('label')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          // The whole width on a phone, so the four choices stay on screen.
          w={{ base: '100%', xs: 'auto' }}
          fullWidth
          value={value.preset === null ? CUSTOM : String(value.preset)}
          onChange={(picked) =>
            onChange(
              picked === CUSTOM ? { ...value, preset: null, ...range } : { ...value, preset: Number(picked) },
            )
          }
          data={[
            ...ANALYTICS_PRESETS.map((days) => ({ value: String(days), label: t('preset', { days }) })),
            { value: CUSTOM, label: t('custom') },
          ]}
        />
        {value.preset === null ? (
          <>
            <TextInput
              type="date"
              label={t('from')}
              value={value.from}
              error={error('from')}
              onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
              w={170}
            />
            <TextInput
              type="date"
              label={t('to')}
              value={value.to}
              error={error('to')}
              onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
              w={170}
            />
          </>
        ) : null}
        <Select
          label={t('session')}
          placeholder={t('allSessions')}
          data={choices.data?.sessions ?? []}
          value={value.sessionId || null}
          onChange={(picked) => onChange({ ...value, sessionId: picked ?? '' })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('application')}
          placeholder={t('allApplications')}
          data={choices.data?.applications ?? []}
          value={value.appId || null}
          onChange={(picked) => onChange({ ...value, appId: picked ?? '' })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('timeZone', { zone: timeZone })}
      </Text>
    </Stack>
  );
}
