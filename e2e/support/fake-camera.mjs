// A still photo as a Y4M video (4:2:0), the file Chromium's fake camera plays in a loop
// (`--use-file-for-fake-video-capture`). Written with sharp, as ffmpeg is not on every machine.
// Usage: node e2e/support/fake-camera.mjs <photo> <out.y4m> <width> <height>
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

export async function photoAsY4m(photo, out, width, height, frames = 2) {
  const { data } = await sharp(photo)
    .resize({ width, height, fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [data[i * 3], data[i * 3 + 1], data[i * 3 + 2]];
    y[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  // Chroma of each 2×2 block, full range (JPEG's), as the header says.
  for (let by = 0; by < height / 2; by++)
    for (let bx = 0; bx < width / 2; bx++) {
      let cb = 0;
      let cr = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const p = ((by * 2 + dy) * width + bx * 2 + dx) * 3;
        const [r, g, b] = [data[p], data[p + 1], data[p + 2]];
        cb += 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
        cr += 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      }
      u[by * (width / 2) + bx] = Math.max(0, Math.min(255, Math.round(cb / 4)));
      v[by * (width / 2) + bx] = Math.max(0, Math.min(255, Math.round(cr / 4)));
    }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(out, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [photo, out, width, height] = process.argv.slice(2);
  await photoAsY4m(photo, out, Number(width), Number(height));
}
