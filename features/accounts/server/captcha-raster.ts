import { deflateSync } from 'node:zlib';

// A small anti-aliased polygon filler and PNG writer for the image captcha (captcha-image.ts): enough to draw
// letters and strokes without a native canvas. Coverage is accumulated as signed area per pixel (the method of
// font-rs), so outlines with holes fill as the nonzero rule does, and overlapping parts of one shape do not darken.

export type Rgb = readonly [number, number, number];

/** A picture as 8-bit RGB, row after row. */
export interface Raster {
  width: number;
  height: number;
  rgb: Uint8ClampedArray;
}

/** A closed polygon as x0, y0, x1, y1, … in pixels. */
export type Contour = number[];

export class Canvas implements Raster {
  readonly rgb: Uint8ClampedArray;
  private readonly area: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8ClampedArray(width * height * 3);
    this.area = new Float32Array(width * height);
  }

  /** Sets every pixel to `color(x, y)`. */
  paint(color: (x: number, y: number) => Rgb) {
    for (let y = 0, i = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++, i += 3) {
        const [r, g, b] = color(x, y);
        this.rgb[i] = r;
        this.rgb[i + 1] = g;
        this.rgb[i + 2] = b;
      }
  }

  /** Fills the shape the contours outline (holes where they wind the other way) with `color`. */
  fill(contours: readonly Contour[], color: Rgb, opacity = 1) {
    const { width, height, area, rgb } = this;
    const maxX = width - 1.001;
    let top = height;
    let bottom = -1;
    let left = width;
    let right = -1;
    for (const contour of contours) {
      const n = contour.length;
      for (let i = 0; i < n; i += 2) {
        const x0 = Math.min(Math.max(contour[i]!, 0), maxX);
        const y0 = contour[i + 1]!;
        const j = (i + 2) % n;
        const x1 = Math.min(Math.max(contour[j]!, 0), maxX);
        const y1 = contour[j + 1]!;
        this.line(x0, y0, x1, y1);
        top = Math.min(top, y0);
        bottom = Math.max(bottom, y0);
        left = Math.min(left, x0);
        right = Math.max(right, x0);
      }
    }
    const rowFrom = Math.max(0, Math.floor(top));
    const rowTo = Math.min(height - 1, Math.ceil(bottom));
    const colFrom = Math.max(0, Math.floor(left));
    const colTo = Math.min(width - 1, Math.ceil(right) + 1);
    const [r, g, b] = color;
    for (let y = rowFrom; y <= rowTo; y++) {
      let sum = 0;
      const row = y * width;
      for (let x = colFrom; x <= colTo; x++) {
        const cell = row + x;
        sum += area[cell]!;
        area[cell] = 0;
        const a = Math.min(1, Math.abs(sum)) * opacity;
        if (a < 0.002) continue;
        const p = cell * 3;
        rgb[p] = rgb[p]! + (r - rgb[p]!) * a;
        rgb[p + 1] = rgb[p + 1]! + (g - rgb[p + 1]!) * a;
        rgb[p + 2] = rgb[p + 2]! + (b - rgb[p + 2]!) * a;
      }
    }
  }

  /** Adds the signed area a line of the outline contributes to each pixel it passes (font-rs's draw_line). */
  private line(ax: number, ay: number, bx: number, by: number) {
    if (ay === by) return;
    const { width, height, area } = this;
    const dir = ay < by ? 1 : -1;
    const [x0p, y0p, x1p, y1p] = ay < by ? [ax, ay, bx, by] : [bx, by, ax, ay];
    if (y1p <= 0 || y0p >= height) return;
    const dxdy = (x1p - x0p) / (y1p - y0p);
    let x = x0p;
    if (y0p < 0) x -= y0p * dxdy;
    const yEnd = Math.min(height, Math.ceil(y1p));
    for (let y = Math.max(0, Math.floor(y0p)); y < yEnd; y++) {
      const row = y * width;
      const dy = Math.min(y + 1, y1p) - Math.max(y, y0p);
      const xNext = x + dxdy * dy;
      const d = dy * dir;
      const [xa, xb] = x < xNext ? [x, xNext] : [xNext, x];
      const xaFloor = Math.floor(xa);
      const xbCeil = Math.ceil(xb);
      if (xbCeil <= xaFloor + 1) {
        const xmf = 0.5 * (x + xNext) - xaFloor;
        area[row + xaFloor] = area[row + xaFloor]! + d - d * xmf;
        area[row + xaFloor + 1] = area[row + xaFloor + 1]! + d * xmf;
      } else {
        const s = 1 / (xb - xa);
        const xaf = xa - xaFloor;
        const a0 = 0.5 * s * (1 - xaf) * (1 - xaf);
        const xbf = xb - xbCeil + 1;
        const am = 0.5 * s * xbf * xbf;
        area[row + xaFloor] = area[row + xaFloor]! + d * a0;
        if (xbCeil === xaFloor + 2) {
          area[row + xaFloor + 1] = area[row + xaFloor + 1]! + d * (1 - a0 - am);
        } else {
          const a1 = s * (1.5 - xaf);
          area[row + xaFloor + 1] = area[row + xaFloor + 1]! + d * (a1 - a0);
          for (let xi = xaFloor + 2; xi < xbCeil - 1; xi++) area[row + xi] = area[row + xi]! + d * s;
          const a2 = a1 + (xbCeil - xaFloor - 3) * s;
          area[row + xbCeil - 1] = area[row + xbCeil - 1]! + d * (1 - a2 - am);
        }
        area[row + xbCeil] = area[row + xbCeil]! + d * am;
      }
      x = xNext;
    }
  }
}

/**
 * A stroke along a polyline, as one quadrilateral per segment, all wound the same way. `width` is in pixels, or a
 * function of the distance along the line (0 at its start, 1 at its end).
 */
export function strokeContours(
  points: readonly number[],
  width: number | ((along: number) => number),
): Contour[] {
  const out: Contour[] = [];
  const segments = points.length / 2 - 1;
  for (let i = 0; i + 3 < points.length; i += 2) {
    const half = (typeof width === 'number' ? width : width((i / 2 + 0.5) / segments)) / 2;
    const [x0, y0, x1, y1] = [points[i]!, points[i + 1]!, points[i + 2]!, points[i + 3]!];
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    // Segments overlap a little so that the joints have no seams.
    const ex = ((x1 - x0) / length) * half * 0.5;
    const ey = ((y1 - y0) / length) * half * 0.5;
    const nx = (-(y1 - y0) / length) * half;
    const ny = ((x1 - x0) / length) * half;
    out.push([
      x0 - ex + nx,
      y0 - ey + ny,
      x1 + ex + nx,
      y1 + ey + ny,
      x1 + ex - nx,
      y1 + ey - ny,
      x0 - ex - nx,
      y0 - ey - ny,
    ]);
  }
  return out;
}

/** A disc as a polygon. */
export function discContour(cx: number, cy: number, radius: number, sides = 10): Contour {
  const out: Contour = [];
  for (let i = 0; i < sides; i++) {
    const angle = (i / sides) * 2 * Math.PI;
    out.push(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  return out;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The raster as a PNG file: 8-bit RGB. Rows are left unfiltered: on these pictures (letters, strokes and specks on a
 * gradient) that compresses better than any of PNG's row filters, and it costs nothing.
 */
export function encodePng({ width, height, rgb }: Raster): Buffer {
  const stride = width * 3;
  const rows = new Uint8Array((stride + 1) * height); // each row: filter type 0, then its pixels
  for (let y = 0; y < height; y++) rows.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, row filters, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
