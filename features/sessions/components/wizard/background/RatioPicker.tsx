import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Proportion, ProportionDto } from '@/features/catalogue/contract/catalogue';

interface Props {
  proportions: readonly ProportionDto[];
  value: Proportion;
  onChange: (value: Proportion) => void;
}

export function RatioPicker({ proportions, value, onChange }: Props) {
  const t = useTranslations('SessionsWizard.background');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="ratio-label">
        {t('ratio')}
      </Text>
      <SegmentedControl
        aria-labelledby="ratio-label"
        value={value}
        onChange={(v) => onChange(v as Proportion)}
        data={proportions.map((p) => ({ value: p.proportion, label: p.proportion }))}
      />
    </Stack>
  );
}
