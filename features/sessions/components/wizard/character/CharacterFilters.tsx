import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CharacterFilter } from './character-filters';

interface Props {
  value: CharacterFilter;
  onChange: (value: CharacterFilter) => void;
  styles: string[];
}

const ALL = 'all';

/** Gender, age group and style: the three ways spec §2 lets a user narrow the cast. */
export function CharacterFilters({ value, onChange, styles }: Props) {
  const t = useTranslations('SessionsWizard.character');
  const cast = useTranslations('SessionsCast');
  const label = (key: string, text: string) => (
    <Text component="span" size="sm" fw={500} id={`filter-${key}`}>
      {text}
    </Text>
  );
  return (
    <Stack gap="xs" role="group" aria-label={t('filters')}>
      <Group gap="sm" wrap="wrap">
        {label('gender', t('gender'))}
        <SegmentedControl
          size="xs"
          aria-labelledby="filter-gender"
          value={value.gender ?? ALL}
          onChange={(v) => onChange({ ...value, gender: v === ALL ? null : (v as 'female' | 'male') })}
          data={[
            { value: ALL, label: t('all') },
            { value: 'female', label: cast('gender.female') },
            { value: 'male', label: cast('gender.male') },
          ]}
        />
        {label('age', t('ageGroup'))}
        <SegmentedControl
          size="xs"
          aria-labelledby="filter-age"
          value={value.ageGroup ?? ALL}
          onChange={(v) =>
            onChange({ ...value, ageGroup: v === ALL ? null : (v as CharacterFilter['ageGroup']) })
          }
          data={[
            { value: ALL, label: t('all') },
            { value: 'youngAdult', label: cast('ageGroup.youngAdult') },
            { value: 'adult', label: cast('ageGroup.adult') },
            { value: 'senior', label: cast('ageGroup.senior') },
          ]}
        />
        {label('style', t('style'))}
        <Select
          size="xs"
          w={160}
          aria-labelledby="filter-style"
          value={value.style ?? ALL}
          onChange={(v) => onChange({ ...value, style: !v || v === ALL ? null : v })}
          allowDeselect={false}
          data={[
            { value: ALL, label: t('all') },
            ...styles.map((s) => ({
              value: s,
              label: cast.has(`styles.${s}` as never) ? cast(`styles.${s}` as never) : s,
            })),
          ]}
        />
      </Group>
    </Stack>
  );
}
