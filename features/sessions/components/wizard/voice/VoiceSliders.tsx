import { SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

export interface VoiceSettings {
  ttsVolume: number;
  ttsPitch: number;
  ttsSpeedRate: number;
}

interface Props {
  value: VoiceSettings;
  onChange: (value: VoiceSettings) => void;
}

const SLIDERS = [
  { key: 'ttsVolume', label: 'volume', min: 0, max: 100, step: 1 },
  { key: 'ttsPitch', label: 'pitch', min: 0, max: 100, step: 1 },
  { key: 'ttsSpeedRate', label: 'speed', min: 0.5, max: 2, step: 0.1 },
] as const;

/** Volume (0–100), pitch (0–100) and speed (0.5–2.0) of the chosen voice. */
export function VoiceSliders({ value, onChange }: Props) {
  const t = useTranslations('SessionsWizard.voice');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {SLIDERS.map(({ key, label, min, max, step }) => (
        <Stack key={key} gap={4}>
          <Text size="sm" fw={500} id={`slider-${key}`}>
            {t(label)}: {key === 'ttsSpeedRate' ? value[key].toFixed(1) : value[key]}
          </Text>
          <Slider
            min={min}
            max={max}
            step={step}
            value={value[key]}
            onChange={(v) => onChange({ ...value, [key]: Math.round(v * 10) / 10 })}
            thumbLabel={t(label)}
            label={(v) => (key === 'ttsSpeedRate' ? v.toFixed(1) : v)}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
