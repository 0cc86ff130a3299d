import 'server-only';
import { randomInt } from 'node:crypto';
import { CAPTCHA_GLYPHS, GLYPH_UNITS_PER_EM } from './captcha-glyphs';
import {
  Canvas,
  discContour,
  encodePng,
  strokeContours,
  type Contour,
  type Raster,
  type Rgb,
} from './captcha-raster';

// The captcha picture: capital letters and digits, each turned, sheared, scaled and warped its own way, one of them
// in outline, set so close that they touch, crossed by strokes of the same inks, and drawn as a PNG. No two pictures
// of a letter have the same pixels, and there is no vector data to match glyphs against (svg-captcha drew every
// letter from one fixed path, which a script matched 1,000 times in 1,000).
// tests/unit/accounts/captcha-solver.ts is a template-matching reader of these pictures; see its test for its rate.

/**
 * Capital letters and digits a person tells apart when warped and touching: one of each look-alike group at most
 * (0/O/Q, 1/I, 2/Z, 5/S, 6/G, 8/B/3, X/K). Answers are checked without regard to case: typing `a` for `A` is right.
 */
export const CAPTCHA_CHARS = 'ACDEFHJKLMNPRTUVWY2345679';
export const CAPTCHA_LENGTH = 4;
/** Twice the size the page shows (120 × 40), so it stays sharp on dense screens. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;

/** Numbers in [0, 1). */
export type Random = () => number;

/** A fast generator (sfc32) for the drawing's jitter; the text itself comes from `crypto`. */
export function seededRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** The answer: CAPTCHA_LENGTH characters picked with a cryptographic generator. */
export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

/** A new picture of `text` as a data URL for an <img>. */
export function captchaImage(text: string, random: Random = seededRandom(randomInt(2 ** 32))): string {
  return `data:image/png;base64,${encodePng(drawCaptcha(text, random)).toString('base64')}`;
}

interface Outline {
  advance: number;
  /** Closed polygons in font units, curves cut into short straight pieces so that warping bends them. */
  contours: number[][];
  box: { left: number; top: number; right: number; bottom: number };
}

const outlines = new Map<string, Outline>();

/** Longest straight piece of an outline, in font units: longer lines are split so that the warp can bend them. */
const MAX_PIECE = 40;

function outline(ch: string): Outline {
  const known = outlines.get(ch);
  if (known) return known;
  const glyph = CAPTCHA_GLYPHS[ch];
  if (!glyph) throw new Error(`no captcha glyph for ${ch}`);
  const tokens = glyph.d.match(/[MLQCZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const contours: number[][] = [];
  let current: number[] = [];
  let x = 0;
  let y = 0;
  let i = 0;
  const num = () => Number(tokens[i++]);
  const lineTo = (tx: number, ty: number) => {
    const pieces = Math.max(1, Math.ceil(Math.hypot(tx - x, ty - y) / MAX_PIECE));
    for (let k = 1; k <= pieces; k++) current.push(x + ((tx - x) * k) / pieces, y + ((ty - y) * k) / pieces);
    [x, y] = [tx, ty];
  };
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') {
      if (current.length) contours.push(current);
      [x, y] = [num(), num()];
      current = [x, y];
    } else if (command === 'L') {
      lineTo(num(), num());
    } else if (command === 'Q' || command === 'C') {
      const controls = command === 'Q' ? [num(), num()] : [num(), num(), num(), num()];
      const [ex, ey] = [num(), num()];
      const xs = [x, ...controls.filter((_, k) => k % 2 === 0), ex];
      const ys = [y, ...controls.filter((_, k) => k % 2 === 1), ey];
      const steps = 10;
      for (let k = 1; k <= steps; k++) {
        const t = k / steps;
        // De Casteljau on the control points.
        const px = [...xs];
        const py = [...ys];
        for (let level = px.length - 1; level > 0; level--)
          for (let j = 0; j < level; j++) {
            px[j] = px[j]! + (px[j + 1]! - px[j]!) * t;
            py[j] = py[j]! + (py[j + 1]! - py[j]!) * t;
          }
        current.push(px[0]!, py[0]!);
      }
      [x, y] = [ex, ey];
    } else if (command === 'Z') {
      const [sx, sy] = [current[0]!, current[1]!];
      lineTo(sx, sy);
      current.length -= 2; // the closing point repeats the first
    }
  }
  if (current.length) contours.push(current);
  const all = contours.flat();
  const xs = all.filter((_, k) => k % 2 === 0);
  const ys = all.filter((_, k) => k % 2 === 1);
  const box = {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
  const made = { advance: glyph.advance, contours, box };
  outlines.set(ch, made);
  return made;
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random();

function hsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

const inkColor = (random: Random, hue = between(random, 0, 360)) =>
  hsl(hue, between(random, 0.45, 0.8), between(random, 0.2, 0.34));

function bounds(contours: number[][]) {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const contour of contours)
    for (let k = 0; k < contour.length; k += 2) {
      left = Math.min(left, contour[k]!);
      right = Math.max(right, contour[k]!);
      top = Math.min(top, contour[k + 1]!);
      bottom = Math.max(bottom, contour[k + 1]!);
    }
  return { left, right, top, bottom };
}

const moved = (contours: number[][], dx: number, dy: number) =>
  contours.map((contour) => contour.map((value, k) => value + (k % 2 === 0 ? dx : dy)));

/** A cubic curve through the picture, as a polyline. */
function curve(random: Random, width: number, height: number, band: [number, number]): number[] {
  const [low, high] = band;
  const ys = Array.from({ length: 4 }, () => between(random, low, high));
  const x0 = between(random, -10, width * 0.25);
  const x3 = between(random, width * 0.75, width + 10);
  const xs = [
    x0,
    x0 + (x3 - x0) / 3 + between(random, -20, 20),
    x0 + ((x3 - x0) * 2) / 3 + between(random, -20, 20),
    x3,
  ];
  const out: number[] = [];
  for (let k = 0; k <= 24; k++) {
    const t = k / 24;
    const m = 1 - t;
    const w = [m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t];
    out.push(
      w.reduce((sum, wk, j) => sum + wk * xs[j]!, 0),
      w.reduce((sum, wk, j) => sum + wk * ys[j]!, 0),
    );
  }
  return out;
}

/** Nominal letter size: font pixels per em. */
const EM = 58;

/**
 * Draws `text`. `plain` leaves out every distortion and all noise: upright letters of the nominal size side by side
 * on white, which is what a template-matching solver is built from (tests/unit/accounts/captcha-solver.ts).
 */
export function drawCaptcha(
  text: string,
  random: Random,
  { plain = false }: { plain?: boolean } = {},
): Raster {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const canvas = new Canvas(width, height);
  const scale = EM / GLYPH_UNITS_PER_EM;

  if (plain) {
    canvas.paint(() => [255, 255, 255]);
    const letters = [...text].map(outline);
    let cursor = (width - letters.reduce((sum, o) => sum + o.advance * scale, 0)) / 2;
    const cap = outline('H').box;
    const baseline = height / 2 - ((cap.top + cap.bottom) / 2) * scale;
    for (const o of letters) {
      const contours = o.contours.map((c) =>
        c.map((value, k) => (k % 2 === 0 ? cursor : baseline) + value * scale),
      );
      canvas.fill(contours, [20, 20, 20]);
      cursor += o.advance * scale;
    }
    return canvas;
  }

  // A light background that shades from one colour into another.
  const hue = between(random, 0, 360);
  const from = hsl(hue, between(random, 0.3, 0.7), between(random, 0.9, 0.96));
  const to = hsl(hue + between(random, 60, 180), between(random, 0.3, 0.7), between(random, 0.88, 0.95));
  const angle = between(random, 0, Math.PI);
  const [gx, gy] = [Math.cos(angle) / width, Math.sin(angle) / height];
  canvas.paint((x, y) => {
    const t = Math.min(1, Math.abs(x * gx + y * gy));
    return [
      from[0] + (to[0] - from[0]) * t,
      from[1] + (to[1] - from[1]) * t,
      from[2] + (to[2] - from[2]) * t,
    ];
  });
  // Faint clutter behind the letters.
  for (let k = 0; k < 4; k++)
    canvas.fill(
      strokeContours(curve(random, width, height, [0, height]), between(random, 1, 2)),
      inkColor(random),
      0.25,
    );

  // Each letter its own size, slant, turn, width and warp. Neighbours differ in hue, which helps a person tell
  // touching letters apart. One letter is drawn in outline: thinning the picture to rid it of the strokes through it
  // (an opening) takes that letter away too.
  let letterHue = between(random, 0, 360);
  const hollow = Math.floor(random() * text.length);
  const letters = [...text].map((ch, index) => {
    letterHue += between(random, 70, 290);
    const o = outline(ch);
    const cx = (o.box.left + o.box.right) / 2;
    const cy = (o.box.top + o.box.bottom) / 2;
    const size = scale * between(random, 0.85, 1.08);
    const stretch = between(random, 0.82, 1.18);
    const shear = between(random, -0.32, 0.32);
    const turn = between(random, -0.3, 0.3);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const wave = {
      ax: between(random, 1, 2.2),
      fx: (2 * Math.PI) / between(random, 28, 56),
      px: between(random, 0, 2 * Math.PI),
      ay: between(random, 1, 2.2),
      fy: (2 * Math.PI) / between(random, 28, 56),
      py: between(random, 0, 2 * Math.PI),
    };
    const contours = o.contours.map((c) => {
      const out: number[] = new Array(c.length);
      for (let k = 0; k < c.length; k += 2) {
        let u = (c[k]! - cx) * size * stretch;
        let v = (c[k + 1]! - cy) * size;
        u += shear * v;
        u += wave.ax * Math.sin(v * wave.fx + wave.px);
        v += wave.ay * Math.sin(u * wave.fy + wave.py);
        out[k] = u * cos - v * sin;
        out[k + 1] = u * sin + v * cos;
      }
      return out;
    });
    return {
      contours,
      box: bounds(contours),
      color: inkColor(random, letterHue),
      outlined: index === hollow,
      pen: between(random, 2.8, 3.4),
    };
  });

  // Set close enough that neighbours touch or overlap a little, then centred with some play.
  const overlaps = letters.map((l) => (l.box.right - l.box.left) * between(random, 0, 0.1));
  const total = letters.reduce((sum, l, k) => sum + (l.box.right - l.box.left) - (k ? overlaps[k]! : 0), 0);
  let cursor = (width - total) / 2 + between(random, -12, 12);
  const placed = letters.map((l, k) => {
    if (k) cursor -= overlaps[k]!;
    const letterHeight = l.box.bottom - l.box.top;
    // Room to move up or down, keeping clear of the edges by more than the wave below moves a letter.
    const room = Math.min(8, Math.max(0, (height - 16 - letterHeight) / 2));
    const top = height / 2 - letterHeight / 2 + between(random, -room, room);
    const contours = moved(l.contours, cursor - l.box.left, top - l.box.top);
    cursor += l.box.right - l.box.left;
    return { contours, color: l.color, outlined: l.outlined, pen: l.pen };
  });

  // One wave through the whole line of letters.
  const bend = {
    ay: between(random, 2, 5),
    fy: (2 * Math.PI) / between(random, 80, 160),
    py: between(random, 0, 2 * Math.PI),
    ax: between(random, 1, 3),
    fx: (2 * Math.PI) / between(random, 30, 60),
    px: between(random, 0, 2 * Math.PI),
  };
  const bent = (contours: Contour[]) =>
    contours.map((c) =>
      c.map((value, k) =>
        k % 2 === 0
          ? value + bend.ax * Math.sin(c[k + 1]! * bend.fx + bend.px)
          : value + bend.ay * Math.sin(c[k - 1]! * bend.fy + bend.py),
      ),
    );

  // Strokes in the letters' inks run through the line; drawn in a shuffled order with the letters, some pass over
  // a letter and some under it.
  const band: [number, number] = [height * 0.3, height * 0.7];
  const inkStrokes = Array.from({ length: 3 }, () => {
    // Thin in places, in others nearly as thick as a letter's stem, so that thinning the picture leaves them.
    const [thin, swell, waves, phase] = [
      between(random, 1.4, 2),
      between(random, 0, 3.5),
      between(random, 1, 2.5),
      random(),
    ];
    const thickness = (along: number) =>
      thin + swell * Math.max(0, Math.sin(2 * Math.PI * (along * waves + phase))) ** 2;
    return {
      contours: strokeContours(curve(random, width, height, band), thickness),
      color: placed[Math.floor(random() * placed.length)]!.color,
    };
  });
  const layers = [
    ...placed.map((p) => {
      const contours = bent(p.contours);
      return {
        contours: p.outlined
          ? contours.flatMap((c) => strokeContours([...c, c[0]!, c[1]!], p.pen))
          : contours,
        color: p.color,
      };
    }),
    ...inkStrokes,
  ];
  for (let k = layers.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [layers[k], layers[j]] = [layers[j]!, layers[k]!];
  }
  for (const layer of layers) canvas.fill(layer.contours, layer.color);

  // Specks.
  const specks: Contour[] = [];
  for (let k = 0; k < 40; k++)
    specks.push(
      discContour(between(random, 0, width), between(random, 0, height), between(random, 0.8, 1.8), 6),
    );
  canvas.fill(specks, inkColor(random), 0.8);

  // 64 levels a channel look the same and make the PNG a third smaller.
  for (let k = 0; k < canvas.rgb.length; k++) canvas.rgb[k] = canvas.rgb[k]! & 0xfc;
  return canvas;
}
