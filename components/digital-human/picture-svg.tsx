import { cloneElement, type ReactElement } from 'react';
import { SceneDrawing } from './background/SceneBackground';
import { CharacterDrawing } from './character/Character';
import { FRAME } from './character/anatomy';
import { coverView, type PortraitFraming } from '@/lib/portrait/framing';
import type { PictureLayout } from './SessionPicture';
import type { DrawnCharacter } from './types';
import { svgMarkup } from './svg-markup';

export interface PictureInput {
  character: DrawnCharacter | null;
  /** A built-in scene by code, or an upload's bytes as a data URL. */
  background: { type: 'builtin'; backgroundId: string } | { type: 'upload'; dataUrl: string | null };
  layout: PictureLayout;
  /** A customer's portrait instead of the drawing: its photo (a data URL) covers the picture, under the "AI" mark. */
  portrait?: { photo: string; framing: PortraitFraming } | null;
}

/** The box colour SessionPicture shows before (or without) a background. */
const EMPTY = '#e9edf2';

/**
 * The session's picture as one SVG at the video's size, drawn like SessionPicture draws it in the browser: the
 * scene fills the box cropped around its centre (slice, as `object-fit: cover` for uploads), and the character's
 * 540×960 frame sits at the placement, as wide as the placement with its height following the frame's ratio (an
 * inline SVG without a height in a box of that width), clipped to its own viewport.
 */
export function pictureSvg({ character, background, layout, portrait }: PictureInput): string {
  const { videoWidth: width, videoHeight: height } = layout;
  if (portrait) return portraitSvg(portrait, width, height);
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

/**
 * A portrait's picture: its photo framed as the runtime frames it (lib/portrait/framing.ts) and
 * the "AI" mark AiMark draws, top right, in proportion to the picture — a share card carries it like the page.
 */
function portraitSvg(
  { photo, framing }: { photo: string; framing: PortraitFraming },
  width: number,
  height: number,
): string {
  const view = coverView(framing, framing.faceX, framing.faceY, width, height);
  const unit = Math.max(width, height) / 100;
  const mark = { w: unit * 3.4, h: unit * 2.2, inset: unit * 1.2 };
  const x = width - mark.inset - mark.w;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${EMPTY}"/>` +
    `<image href="${photo}" x="${view.x}" y="${view.y}" width="${framing.width * view.scale}" ` +
    `height="${framing.height * view.scale}" preserveAspectRatio="none"/>` +
    `<g data-ai-mark=""><rect x="${x}" y="${mark.inset}" width="${mark.w}" height="${mark.h}" rx="${unit * 0.5}" ` +
    `fill="#000" fill-opacity="0.72"/><text x="${x + mark.w / 2}" y="${mark.inset + mark.h * 0.72}" ` +
    `font-family="DejaVu Sans, Arial, sans-serif" font-weight="600" font-size="${unit * 1.5}" fill="#fff" ` +
    `text-anchor="middle">AI</text></g></svg>`
  );
}
