import type { CSSProperties, ReactNode } from 'react';
import { SceneBackground } from './background/SceneBackground';
import { Character } from './character/Character';
import type { HumanPlacement } from './placement';
import { AiMark } from './portrait/AiMark';
import { stillBox, type PortraitFraming } from '@/lib/portrait/framing';
import type { DrawnCharacter } from './types';

export interface PictureLayout extends HumanPlacement {
  videoWidth: number;
  videoHeight: number;
}

export interface PictureBackground {
  type: 'builtin' | 'upload';
  backgroundId: string;
  /** An upload's image URL. */
  url?: string | null;
}

interface Props {
  character: DrawnCharacter | undefined;
  background: PictureBackground | null;
  layout: PictureLayout;
  /** Accessible name of the picture; decorative without one. */
  label?: string;
  className?: string;
  style?: CSSProperties;
  /** Drawn over the picture in the same box (placement handles, captions). */
  children?: ReactNode;
  /** Draw the character for the frame loop of live/ to animate. */
  live?: boolean;
  /**
   * A customer's portrait instead of the drawing: its photo covers the box centred on the face (its own background,
   * as LivePortrait frames it) under the "AI" mark, with its translated name.
   */
  portrait?: {
    photoUrl: string;
    framing?: PortraitFraming;
    aiLabel: string;
    /** False only where the page shows the mark itself on its visible area (a stage a phone crops). */
    showMark?: boolean;
  };
}

const FILL: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  display: 'block',
};

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * A session's picture: its character over its background at the session's ratio and placement, drawn at any size.
 * The box takes the video's aspect ratio and everything inside is placed in percentages of it, so the list card,
 * the wizard's frame and the live page show the same composition.
 */
export function SessionPicture({
  character,
  background,
  layout,
  label,
  className,
  style,
  children,
  live,
  portrait,
}: Props) {
  const { videoWidth, videoHeight } = layout;
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      className={className}
      data-session-picture=""
      style={{
        position: 'relative',
        overflow: 'hidden',
        aspectRatio: `${videoWidth} / ${videoHeight}`,
        background: '#e9edf2',
        ...style,
      }}
    >
      {portrait ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- the owner's private photo, not optimisable */}
          <img
            src={portrait.photoUrl}
            alt=""
            data-portrait-photo=""
            style={
              portrait.framing
                ? {
                    position: 'absolute',
                    display: 'block',
                    maxWidth: 'none',
                    ...stillBox(portrait.framing, videoWidth, videoHeight),
                  }
                : { ...FILL, objectFit: 'cover' }
            }
          />
          {portrait.showMark !== false && <AiMark label={portrait.aiLabel} />}
        </>
      ) : (
        <>
          {background?.type === 'builtin' && (
            <SceneBackground backgroundCode={background.backgroundId} style={FILL} />
          )}
          {background?.type === 'upload' && background.url && (
            // eslint-disable-next-line @next/next/no-img-element -- a user's upload at its own URL, any size
            <img src={background.url} alt="" style={{ ...FILL, objectFit: 'cover' }} />
          )}
          {character && (
            <div
              data-human-frame=""
              style={{
                position: 'absolute',
                left: percent(layout.humanX, videoWidth),
                top: percent(layout.humanY, videoHeight),
                width: percent(layout.humanWidth, videoWidth),
                height: percent(layout.humanHeight, videoHeight),
              }}
            >
              <Character character={character} view="frame" live={live} />
            </div>
          )}
        </>
      )}
      {children}
    </div>
  );
}
