import { cloneElement, type ReactElement } from 'react';
import { SceneDrawing } from './background/SceneBackground';
import { CharacterDrawing } from './character/Character';
import { FRAME } from './character/anatomy';
import type { PictureLayout } from './SessionPicture';
import type { DrawnCharacter } from './types';
import { svgMarkup } from './svg-markup';

export interface PictureInput {
  character: DrawnCharacter | null;
  /** A built-in scene by code, or an upload's bytes as a data URL. */
  background: { type: 'builtin'; backgroundId: string } | { type: 'upload'; dataUrl: string | null };
  layout: PictureLayout;
}

/** The box colour SessionPicture shows before (or without) a background. */
const EMPTY = '#e9edf2';

/**
 * The session's picture as one SVG at the video's size, drawn like SessionPicture draws it in the browser: the
 * scene fills the box cropped around its centre (slice, as `object-fit: cover` for uploads), and the character's
 * 540×960 frame sits at the placement, as wide as the placement with its height following the frame's ratio (an
 * inline SVG without a height in a box of that width), clipped to its own viewport.
 */
export function pictureSvg({ character, background, layout }: PictureInput): string {
  const { videoWidth: width, videoHeight: height } = layout;
  const scene =
    background.type === 'builtin'
      ? svgMarkup(
          <SceneDrawing
            backgroundCode={background.backgroundId}
            width={width}
            height={height}
            idPrefix="-bg"
          />,
        )
      : background.dataUrl
        ? `<image href="${background.dataUrl}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`
        : '';
  let figure = '';
  if (character) {
    const drawing = CharacterDrawing({ character, view: 'frame', idPrefix: '-pic' }) as ReactElement;
    figure = svgMarkup(
      cloneElement(drawing, {
        x: layout.humanX,
        y: layout.humanY,
        width: layout.humanWidth,
        height: Math.round((layout.humanWidth * FRAME.height) / FRAME.width),
      } as never),
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${EMPTY}"/>${scene}${figure}</svg>`
  );
}
