'use client';

import type { Character } from '@/features/catalogue/contract/characters/types';
import type { SessionSummary } from '../../contract';
import { SessionPicture } from '@/components/digital-human/SessionPicture';

/**
 * A session's picture in a 16:9 slot, so that cards of every ratio line up: wide pictures fill it, tall and
 * square ones stand centred in it at their own ratio.
 */
export function SessionCardPicture({
  session,
  character,
  label,
}: {
  session: SessionSummary;
  character: Character | undefined;
  label: string;
}) {
  const wide = session.videoWidth / session.videoHeight >= 16 / 9;
  return (
    <div
      style={{
        aspectRatio: '16 / 9',
        display: 'flex',
        justifyContent: 'center',
        background: 'var(--mantine-color-gray-light)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
      }}
    >
      <SessionPicture
        character={character}
        background={session.background}
        layout={session}
        label={label}
        style={wide ? { width: '100%' } : { height: '100%' }}
      />
    </div>
  );
}
