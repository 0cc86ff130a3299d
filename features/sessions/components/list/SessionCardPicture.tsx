'use client';

import { useTranslations } from 'next-intl';
import type { Character } from '@/features/catalogue/contract/characters/types';
import type { MyCharacter } from '../../api/catalogue';
import type { SessionSummary } from '../../contract';
import { SessionPicture } from '@/components/digital-human/SessionPicture';

/**
 * A session's picture in a 16:9 slot, so that cards of every ratio line up: wide pictures fill it, tall and
 * square ones stand centred in it at their own ratio. `drawn`: the server's picture of it (`session.pictureUrl`)
 * as an image instead of the live composition — the phone's list, where a dozen detailed drawings cost a slow
 * phone more than a few small PNGs its cache keeps by revision. `portrait`: the corporation's own portrait the
 * session shows, its photo framed as the runtime frames it.
 */
export function SessionCardPicture({
  session,
  character,
  portrait,
  label,
  drawn,
}: {
  session: SessionSummary;
  character: Character | undefined;
  portrait?: MyCharacter;
  label: string;
  drawn?: boolean;
}) {
  const t = useTranslations('SessionsList');
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
      {drawn ? (
        // eslint-disable-next-line @next/next/no-img-element -- the API's PNG, already at the size shown
        <img
          src={session.pictureUrl}
          alt={label}
          loading="lazy"
          decoding="async"
          data-session-picture-image=""
          style={{
            aspectRatio: `${session.videoWidth} / ${session.videoHeight}`,
            display: 'block',
            ...(wide ? { width: '100%' } : { height: '100%' }),
          }}
        />
      ) : (
        <SessionPicture
          character={character}
          background={session.background}
          layout={session}
          label={label}
          portrait={portrait && { ...portrait, aiLabel: t('aiMark') }}
          style={wide ? { width: '100%' } : { height: '100%' }}
        />
      )}
    </div>
  );
}
