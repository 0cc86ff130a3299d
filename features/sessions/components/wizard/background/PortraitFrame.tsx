'use client';

import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { MyCharacter } from '@/features/sessions/api/catalogue';
import { SessionPicture } from '@/components/digital-human/SessionPicture';

/**
 * Where a drawn character's placement frame stands when the session shows one of the corporation's portraits: the
 * portrait fills the frame with its own photo, so there is nothing to place. The scene still counts: it is what the
 * stand-in presenter stands in if the portrait is withdrawn (features/catalogue portraitStandInCode).
 */
export function PortraitFrame({
  portrait,
  video,
}: {
  portrait: MyCharacter;
  video: { videoWidth: number; videoHeight: number };
}) {
  const t = useTranslations('SessionsForm');
  return (
    <Stack gap="xs" data-testid="portrait-frame">
      <SessionPicture
        character={undefined}
        background={null}
        layout={{ ...video, humanX: 0, humanY: 0, humanWidth: 0, humanHeight: 0 }}
        label={portrait.name}
        portrait={{ ...portrait, aiLabel: t('aiMark') }}
        style={{ borderRadius: 8, width: '100%' }}
      />
      <Text size="sm" c="dimmed">
        {t('portraitFills')}
      </Text>
    </Stack>
  );
}
