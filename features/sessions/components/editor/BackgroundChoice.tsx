'use client';

import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useLocale } from 'next-intl';
import type { BackgroundChoice as Choice } from '@/features/sessions/contract';
import type { BackgroundItem } from '@/features/catalogue/contract/catalogue';
import { SceneBackground } from '@/components/digital-human/background/SceneBackground';

interface Props {
  backgrounds: readonly BackgroundItem[];
  value: Choice;
  onChange: (choice: Choice) => void;
  labelledBy: string;
}

const FILL = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** The built-in scenes and the corporation's uploads, as small pictures to choose from. */
export function BackgroundChoice({ backgrounds, value, onChange, labelledBy }: Props) {
  const locale = useLocale() as 'zh' | 'en';
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, lg: 5 }} spacing="xs" role="radiogroup" aria-labelledby={labelledBy}>
      {backgrounds.map((bg) => {
        const checked = bg.type === value.type && bg.backgroundId === value.backgroundId;
        return (
          <UnstyledButton
            key={`${bg.type}:${bg.backgroundId}`}
            role="radio"
            aria-checked={checked}
            aria-label={bg.name[locale]}
            onClick={() => onChange({ type: bg.type, backgroundId: bg.backgroundId })}
            style={{
              borderRadius: 6,
              overflow: 'hidden',
              outline: checked
                ? '2px solid var(--mantine-primary-color-filled)'
                : '1px solid var(--mantine-color-default-border)',
              outlineOffset: checked ? 1 : 0,
            }}
          >
            <div style={{ aspectRatio: '16 / 9', background: '#e9edf2' }}>
              {bg.type === 'builtin' ? (
                <SceneBackground backgroundCode={bg.backgroundId} style={FILL} />
              ) : (
                bg.url && (
                  // eslint-disable-next-line @next/next/no-img-element -- a user's upload at its own URL
                  <img src={bg.url} alt="" style={FILL} />
                )
              )}
            </div>
            <Text size="xs" p={4} ta="center" truncate="end">
              {bg.name[locale]}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
