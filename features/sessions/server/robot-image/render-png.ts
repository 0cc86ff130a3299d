import 'server-only';
import sharp from 'sharp';
import { pictureSvg, type PictureInput } from './picture-svg';

/**
 * The picture's PNG at the video's size (1920×1080 for 16:9: what a share card and a mail show), or scaled to
 * `width` with the same ratio (drawn at that size, not shrunk from the large one).
 */
export async function renderPicturePng(width: number | undefined, input: PictureInput): Promise<Uint8Array> {
  const svg = pictureSvg(input);
  const scale = width ? width / input.layout.videoWidth : 1;
  const image = sharp(Buffer.from(svg), { density: 72 * scale });
  return new Uint8Array(await image.png({ compressionLevel: 8 }).toBuffer());
}
