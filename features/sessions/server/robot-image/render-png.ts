import 'server-only';
import sharp from 'sharp';
import { pictureSvg, type PictureInput } from './picture-svg';

/** The picture's PNG at the video's size (1920×1080 for 16:9): what a share card and a mail show. */
export async function renderPicturePng(input: PictureInput): Promise<Uint8Array> {
  const svg = pictureSvg(input);
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer());
}
