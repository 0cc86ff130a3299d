import 'server-only';
import sharp from 'sharp';
import type { PhotoRefusal } from '../contract';
import { detectFaces, type DetectedFace } from './face-model';
import {
  eyeOpenness,
  laplacianVariance,
  meanLuminance,
  mouthOpening,
  PHOTO_LIMITS,
  refusalOf,
  sideTurn,
  type FaceMeasures,
  type Gray,
} from '../face-measures';

// The checks a portrait's photo passes before it is stored (issue 24 "Capture"): one face, large enough, facing the
// camera, eyes open, mouth closed, lit and sharp. The photo is analysed at a bounded size (EXIF orientation
// applied), and that same image is what is stored, so the rig's pixels are the stored photo's pixels.

/** A refused photo and why: the handler answers it as the `file` field's translated error. */
export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(`photo refused: ${reason}`);
    this.name = 'PhotoRefused';
  }
}

/** An accepted photo: the image to store and the rig's geometry (the page's URL is added by the caller). */
export interface AcceptedPhoto {
  jpeg: Uint8Array;
  width: number;
  height: number;
  mesh: [number, number, number][];
  box: [number, number, number, number];
  measures: Pick<FaceMeasures, 'eyes' | 'mouth' | 'turn' | 'luminance' | 'sharpness'>;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The photo decoded (orientation applied), bounded in size, as RGB. */
async function decode(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({
      width: PHOTO_LIMITS.maxSide,
      height: PHOTO_LIMITS.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    rgb: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

function toGray(rgb: Uint8Array, width: number, height: number): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 3)
    data[i] = Math.round(0.299 * rgb[j]! + 0.587 * rgb[j + 1]! + 0.114 * rgb[j + 2]!);
  return { data, width, height };
}

/** The face's box scaled to 256 px wide in gray, so sharpness compares across resolutions. */
async function faceSharpness(rgb: Uint8Array, width: number, height: number, box: DetectedFace['box']) {
  const left = Math.max(0, Math.floor(box[0]));
  const top = Math.max(0, Math.floor(box[1]));
  const w = Math.max(8, Math.min(width - left, Math.floor(box[2])));
  const h = Math.max(8, Math.min(height - top, Math.floor(box[3])));
  const { data, info } = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .extract({ left, top, width: w, height: h })
    .resize({ width: 256 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return laplacianVariance({ data: new Uint8Array(data), width: info.width, height: info.height });
}

/** Checks the photo; the accepted image and its rig geometry, or `PhotoRefused` with the first reason found. */
export async function checkPhoto(bytes: Uint8Array): Promise<AcceptedPhoto> {
  const { rgb, width, height } = await decode(bytes);
  const gray = toGray(rgb, width, height);
  if (meanLuminance(gray) < PHOTO_LIMITS.minLuminance * 0.6) throw new PhotoRefused('tooDark');
  const faces = (await detectFaces(rgb, width, height)).filter((face) => face.score >= PHOTO_LIMITS.minScore);
  if (faces.length === 0) {
    // A face the detector missed because the photo is dark or out of focus: say what would help.
    if (meanLuminance(gray) < PHOTO_LIMITS.minLuminance) throw new PhotoRefused('tooDark');
    const whole = await faceSharpness(rgb, width, height, [0, 0, width, height]);
    if (whole < PHOTO_LIMITS.minSharpness / 4) throw new PhotoRefused('blurred');
    throw new PhotoRefused('noFace');
  }
  if (faces.length > 1) throw new PhotoRefused('severalFaces');
  const face = faces[0]!;
  const measures = {
    faceShare: face.box[2] / Math.min(width, height),
    facePixels: face.box[2],
    turn: sideTurn(face.mesh),
    pitch: face.angle.pitch,
    luminance: meanLuminance(gray, face.box),
    sharpness: await faceSharpness(rgb, width, height, face.box),
    eyes: eyeOpenness(face.mesh),
    mouth: mouthOpening(face.mesh),
  };
  const refusal = refusalOf(measures);
  if (refusal) throw new PhotoRefused(refusal);
  const jpeg = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
  return {
    jpeg: new Uint8Array(jpeg),
    width,
    height,
    mesh: face.mesh.map(([x, y, z]) => [round(x), round(y), round(z)]),
    box: [Math.round(face.box[0]), Math.round(face.box[1]), Math.round(face.box[2]), Math.round(face.box[3])],
    measures: {
      eyes: round(measures.eyes),
      mouth: round(measures.mouth * 100) / 100,
      turn: round(measures.turn),
      luminance: Math.round(measures.luminance),
      sharpness: Math.round(measures.sharpness),
    },
  };
}
