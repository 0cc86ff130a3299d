import { inflateSync } from 'node:zlib';
import { CAPTCHA_CHARS, drawCaptcha, seededRandom } from '@/features/accounts/server/captcha-image';
import type { Raster } from '@/features/accounts/server/captcha-raster';

// A simple automatic reader of the image captcha, to show what it withstands: it knows the font, the size and the
// alphabet, cleans the picture (ink by Otsu's threshold, specks dropped, thin strokes opened away), cuts it into
// letters by columns of ink, and matches each cut against the upright letters of the font, trying a few turns. Of
// its readings with no, light and strong opening it answers the one that matches the templates best.

/** Reads a PNG with 8-bit RGB or RGBA pixels, as encodePng writes and browsers read. */
export function decodePng(file: Buffer): Raster {
  if (file.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6) || body[12] !== 0)
        throw new Error('unsupported PNG');
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= channels && y > 0 ? pixels[(y - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  const rgb = new Uint8ClampedArray(width * height * 3);
  for (let k = 0; k < width * height; k++) rgb.set(pixels.subarray(k * channels, k * channels + 3), k * 3);
  return { width, height, rgb };
}

/** Dark pixels (below Otsu's threshold of the lightness), without specks of fewer than `minSpeck` pixels. */
export function inkMask({ width, height, rgb }: Raster, minSpeck = 12): Uint8Array {
  const light = new Uint8Array(width * height);
  const histogram = new Array<number>(256).fill(0);
  for (let k = 0; k < light.length; k++) {
    light[k] = Math.round(0.299 * rgb[k * 3]! + 0.587 * rgb[k * 3 + 1]! + 0.114 * rgb[k * 3 + 2]!);
    histogram[light[k]!]!++;
  }
  let best = 128;
  let bestSpread = -1;
  const total = light.length;
  const sumAll = histogram.reduce((sum, count, value) => sum + count * value, 0);
  let below = 0;
  let sumBelow = 0;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    sumBelow += t * histogram[t]!;
    if (below === 0 || below === total) continue;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / (total - below);
    const spread = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (spread > bestSpread) {
      bestSpread = spread;
      best = t;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let k = 0; k < mask.length; k++) mask[k] = light[k]! <= best ? 1 : 0;
  // Drop small connected pieces.
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const piece = [start];
    seen[start] = 1;
    for (let i = 0; i < piece.length; i++) {
      const k = piece[i]!;
      const [x, y] = [k % width, Math.floor(k / width)];
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const n = ny * width + nx;
        if (mask[n] && !seen[n]) {
          seen[n] = 1;
          piece.push(n);
        }
      }
    }
    if (piece.length < minSpeck) for (const k of piece) mask[k] = 0;
  }
  return mask;
}

/** Each pixel set to whether all (`all`) or any of the 2r+1 pixels around it along one axis are ink. */
function sweep(mask: Uint8Array, width: number, r: number, vertical: boolean, all: boolean): Uint8Array {
  const height = mask.length / width;
  const out = new Uint8Array(mask.length);
  const [lines, length, step, lineStep] = vertical ? [width, height, width, 1] : [height, width, 1, width];
  for (let line = 0; line < lines; line++) {
    const start = line * lineStep;
    // Ink in the window [i - r, i + r]; outside the picture counts as background.
    let ink = 0;
    for (let j = 0; j < r && j < length; j++) ink += mask[start + j * step]!;
    for (let i = 0; i < length; i++) {
      if (i + r < length) ink += mask[start + (i + r) * step]!;
      if (i - r - 1 >= 0) ink -= mask[start + (i - r - 1) * step]!;
      out[start + i * step] = (all ? ink === 2 * r + 1 : ink > 0) ? 1 : 0;
    }
  }
  return out;
}

/** Morphological opening with a (2r+1)² square: ink narrower than that goes, wider ink keeps its shape. */
export function opened(mask: Uint8Array, width: number, r: number): Uint8Array {
  if (r === 0) return mask;
  const eroded = sweep(sweep(mask, width, r, false, true), width, r, true, true);
  return sweep(sweep(eroded, width, r, false, false), width, r, true, false);
}

/** Column spans holding one letter each: columns with more ink than a thin line has, split or merged to `count`. */
export function segments(mask: Uint8Array, width: number, count: number): Array<[number, number]> {
  const height = mask.length / width;
  const columns = Array.from({ length: width }, (_, x) => {
    let ink = 0;
    for (let y = 0; y < height; y++) ink += mask[y * width + x]!;
    return ink;
  });
  const LINE = 5; // a stroke across the picture darkens a few pixels of each column
  let spans: Array<[number, number]> = [];
  for (let x = 0; x < width; x++) {
    if (columns[x]! <= LINE) continue;
    const last = spans.at(-1);
    if (last && last[1] === x - 1) last[1] = x;
    else spans.push([x, x]);
  }
  spans = spans.filter(([a, b]) => b - a >= 3);
  if (!spans.length) return [];
  while (spans.length > count) {
    // Join the two spans closest to each other.
    let at = 0;
    for (let k = 1; k < spans.length - 1; k++)
      if (spans[k + 1]![0] - spans[k]![1] < spans[at + 1]![0] - spans[at]![1]) at = k;
    spans.splice(at, 2, [spans[at]![0], spans[at + 1]![1]]);
  }
  while (spans.length < count) {
    // Split the widest span at its thinnest column near the middle, or in the middle.
    let at = 0;
    for (let k = 1; k < spans.length; k++)
      if (spans[k]![1] - spans[k]![0] > spans[at]![1] - spans[at]![0]) at = k;
    const [a, b] = spans[at]!;
    const parts = Math.min(count - spans.length + 1, Math.max(2, Math.round((b - a) / 30)));
    const cuts: Array<[number, number]> = [];
    let from = a;
    for (let p = 1; p < parts; p++) {
      const middle = Math.round(a + ((b - a) * p) / parts);
      const reach = Math.round((b - a) / parts / 4);
      let cut = middle;
      for (let x = middle - reach; x <= middle + reach; x++) if (columns[x]! < columns[cut]!) cut = x;
      cuts.push([from, cut]);
      from = cut + 1;
    }
    cuts.push([from, b]);
    spans.splice(at, 1, ...cuts);
  }
  return spans;
}

const GRID_W = 16;
const GRID_H = 22;

/** The ink points, turned by `turn` about their centre and binned into a grid over their bounding box. */
function shapeVector(points: number[], turn: number): Float32Array {
  const n = points.length / 2;
  let cx = 0;
  let cy = 0;
  for (let k = 0; k < points.length; k += 2) [cx, cy] = [cx + points[k]!, cy + points[k + 1]!];
  [cx, cy] = [cx / n, cy / n];
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const xs = new Float32Array(n);
  const ys = new Float32Array(n);
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let k = 0; k < n; k++) {
    const [dx, dy] = [points[2 * k]! - cx, points[2 * k + 1]! - cy];
    xs[k] = dx * cos - dy * sin;
    ys[k] = dx * sin + dy * cos;
    [left, right] = [Math.min(left, xs[k]!), Math.max(right, xs[k]!)];
    [top, bottom] = [Math.min(top, ys[k]!), Math.max(bottom, ys[k]!)];
  }
  const grid = new Float32Array(GRID_W * GRID_H);
  const [w, h] = [right - left + 1, bottom - top + 1];
  for (let k = 0; k < n; k++) {
    const gx = Math.min(GRID_W - 1, Math.floor(((xs[k]! - left) / w) * GRID_W));
    const gy = Math.min(GRID_H - 1, Math.floor(((ys[k]! - top) / h) * GRID_H));
    grid[gy * GRID_W + gx]! += 1;
  }
  // Zero mean, unit length: a dot product of two is their correlation.
  const mean = grid.reduce((sum, v) => sum + v, 0) / grid.length;
  let norm = 0;
  for (let k = 0; k < grid.length; k++) {
    grid[k] = grid[k]! - mean;
    norm += grid[k]! ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < grid.length; k++) grid[k] = grid[k]! / norm;
  return grid;
}

function inkPoints(mask: Uint8Array, width: number, [from, to]: [number, number]): number[] {
  const height = mask.length / width;
  const points: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = from; x <= to; x++) if (mask[y * width + x]) points.push(x, y);
  return points;
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
};

let templateCache: Array<{ ch: string; vector: Float32Array }> | undefined;

/** Each character of the alphabet drawn upright in the captcha font at the nominal size. */
function templates() {
  templateCache ??= [...CAPTCHA_CHARS].map((ch) => {
    const raster = drawCaptcha(ch, seededRandom(0), { plain: true });
    const mask = inkMask(raster);
    return { ch, vector: shapeVector(inkPoints(mask, raster.width, [0, raster.width - 1]), 0) };
  });
  return templateCache;
}

const TURNS = [-0.35, -0.25, -0.15, -0.05, 0.05, 0.15, 0.25, 0.35, 0];

/** The reading of one cleaned mask, with its mean correlation to the templates. */
function read(mask: Uint8Array, width: number, length: number): { text: string; score: number } {
  let total = 0;
  const text = segments(mask, width, length)
    .map((span) => {
      const points = inkPoints(mask, width, span);
      if (points.length < 10) return '?';
      let best = { ch: '?', score: -1 };
      for (const turn of TURNS) {
        const vector = shapeVector(points, turn);
        for (const t of templates()) {
          const score = dot(vector, t.vector);
          if (score > best.score) best = { ch: t.ch, score };
        }
      }
      total += best.score;
      return best.ch;
    })
    .join('');
  return { text, score: total / length };
}

/** The solver's reading of a captcha of `length` characters. */
export function solveCaptcha(
  raster: Raster,
  length: number,
  openings: readonly number[] = [0, 1, 2],
): string {
  const mask = inkMask(raster);
  const readings = openings.map((r) => read(opened(mask, raster.width, r), raster.width, length));
  return readings.reduce((best, reading) => (reading.score > best.score ? reading : best)).text;
}
