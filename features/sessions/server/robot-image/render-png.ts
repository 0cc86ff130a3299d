import 'server-only';
import sharp from 'sharp';

/**
 * The picture's PNG from its SVG at the video's size (1920×1080 for 16:9: what a share card shows), or at `width`
 * with the same ratio (drawn at that size, not shrunk from the large one).
 */
export async function renderPng(svg: string, videoWidth: number, width?: number): Promise<Uint8Array> {
  const scale = width ? width / videoWidth : 1;
  const image = sharp(Buffer.from(svg), { density: 72 * scale });
  return new Uint8Array(await image.png({ compressionLevel: 8 }).toBuffer());
}
