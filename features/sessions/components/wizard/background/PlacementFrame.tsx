'use client';

import { useDrag } from '@use-gesture/react';
import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent } from 'react';
import type { Character } from '@/features/catalogue/contract/characters/types';
import { SessionPicture, type PictureBackground } from '@/components/digital-human/SessionPicture';
import { keyPlacement, movePlacement, resizePlacement, type Placement, type VideoSize } from '../placement';
import classes from './PlacementFrame.module.css';

interface Props {
  character: Character | undefined;
  background: PictureBackground | null;
  video: VideoSize;
  value: Placement;
  onChange: (placement: Placement) => void;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The picture at the session's ratio, where the user drags the character to place it and drags its corner to
 * resize it; the keyboard does the same. Pointer movement is converted to video pixels by the frame's shown width.
 */
export function PlacementFrame({ character, background, video, value, onChange }: Props) {
  const t = useTranslations('SessionsWizard.background');
  const frame = useRef<HTMLDivElement>(null);
  const toVideo = (px: number) => (px * video.videoWidth) / (frame.current?.clientWidth || video.videoWidth);

  const bindMove = useDrag(
    ({ movement: [mx, my], memo }) => {
      const start: Placement = memo ?? value;
      onChange(movePlacement(start, toVideo(mx), toVideo(my), video));
      return start;
    },
    { pointer: { keys: false } },
  );
  const bindResize = useDrag(
    ({ movement: [mx, my], memo }) => {
      const start: Placement = memo ?? value;
      onChange(resizePlacement(start, toVideo(mx), toVideo(my), video));
      return start;
    },
    { pointer: { keys: false } },
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyPlacement(value, event.key, event.shiftKey, video);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  const numbers = {
    x: value.humanX,
    y: value.humanY,
    width: value.humanWidth,
    height: value.humanHeight,
    ...video,
  };
  return (
    <div ref={frame}>
      <SessionPicture
        className={classes.frame}
        character={character}
        background={background}
        layout={{ ...video, ...value }}
      >
        <div
          {...bindMove()}
          className={classes.human}
          data-testid="placement-handle"
          role="slider"
          tabIndex={0}
          aria-label={t('frameLabel', numbers)}
          aria-valuetext={t('position', numbers)}
          aria-valuenow={value.humanX}
          aria-valuemin={Math.round(-value.humanWidth * 0.75)}
          aria-valuemax={Math.round(video.videoWidth - value.humanWidth * 0.25)}
          onKeyDown={onKeyDown}
          style={{
            left: percent(value.humanX, video.videoWidth),
            top: percent(value.humanY, video.videoHeight),
            width: percent(value.humanWidth, video.videoWidth),
            height: percent(value.humanHeight, video.videoHeight),
          }}
        />
        <span
          {...bindResize()}
          className={classes.handle}
          data-resize-handle=""
          data-testid="resize-handle"
          title={t('resize')}
          style={{
            left: percent(Math.min(value.humanX + value.humanWidth, video.videoWidth), video.videoWidth),
            top: percent(Math.min(value.humanY + value.humanHeight, video.videoHeight), video.videoHeight),
          }}
        />
      </SessionPicture>
    </div>
  );
}
