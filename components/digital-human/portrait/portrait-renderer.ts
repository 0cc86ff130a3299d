import type { LivePose } from '../live/motion';
import {
  buildMesh,
  INNER_LIPS,
  jawWeights,
  posePoints,
  UPPER_INNER_LIP,
  type PortraitMesh,
} from './geometry';
import type { PortraitRig } from './rig';
import { coverView, type View } from '@/lib/portrait/framing';

const VERTEX = `
attribute vec2 a_pos;
attribute vec2 a_uv;
uniform vec2 u_size;
varying vec2 v_uv;
void main() {
  v_uv = a_uv;
  vec2 clip = a_pos / u_size * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
}`;
const FRAGMENT = `
precision mediump float;
uniform sampler2D u_image;
varying vec2 v_uv;
void main() { gl_FragColor = texture2D(u_image, v_uv); }`;

/** The opened mouth: a dark cavity along the inner lips and a hint of upper teeth under the upper lip. */
export function drawCavity(ctx: CanvasRenderingContext2D, points: Float32Array, view: View, open: number) {
  const px = (i: number) => points[i * 2]! * view.scale + view.x;
  const py = (i: number) => points[i * 2 + 1]! * view.scale + view.y;
  ctx.beginPath();
  INNER_LIPS.forEach((i, k) => (k === 0 ? ctx.moveTo(px(i), py(i)) : ctx.lineTo(px(i), py(i))));
  ctx.closePath();
  ctx.fillStyle = '#2b1113';
  ctx.fill();
  if (open < 0.05) return;
  ctx.save();
  ctx.clip();
  const gap = (py(14) - py(13)) * 0.32;
  ctx.beginPath();
  const upper = [78, ...UPPER_INNER_LIP, 308];
  upper.forEach((i, k) => (k === 0 ? ctx.moveTo(px(i), py(i)) : ctx.lineTo(px(i), py(i))));
  for (let k = upper.length - 1; k >= 0; k--) ctx.lineTo(px(upper[k]!), py(upper[k]!) + gap);
  ctx.closePath();
  ctx.fillStyle = 'rgba(232, 226, 214, 0.85)';
  ctx.fill();
  ctx.restore();
}

type Box = [number, number, number, number];

/** The inner lips' box in canvas pixels, with a margin for antialiasing. */
function mouthBox(points: Float32Array, view: View): Box {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const i of INNER_LIPS) {
    const x = points[i * 2]! * view.scale + view.x;
    const y = points[i * 2 + 1]! * view.scale + view.y;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return [Math.floor(left) - 3, Math.floor(top) - 3, Math.ceil(right) + 3, Math.ceil(bottom) + 3];
}

const unionBox = (a: Box, b: Box): Box => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[2], b[2]),
  Math.max(a[3], b[3]),
];

interface Surface {
  draw(points: Float32Array, view: View): void;
  resize(width: number, height: number): void;
  dispose(): void;
}

function webglSurface(
  canvas: HTMLCanvasElement,
  image: TexImageSource,
  mesh: PortraitMesh,
  rig: PortraitRig,
) {
  const gl = canvas.getContext('webgl', { premultipliedAlpha: true, alpha: true, antialias: false });
  if (!gl) return null;
  const shader = (type: number, source: string) => {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, source);
    gl.compileShader(s);
    return s;
  };
  const program = gl.createProgram()!;
  gl.attachShader(program, shader(gl.VERTEX_SHADER, VERTEX));
  gl.attachShader(program, shader(gl.FRAGMENT_SHADER, FRAGMENT));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null;
  gl.useProgram(program);
  const uv = new Float32Array(mesh.count * 2);
  for (let i = 0; i < mesh.count; i++) {
    uv[i * 2] = mesh.rest[i * 2]! / rig.width;
    uv[i * 2 + 1] = mesh.rest[i * 2 + 1]! / rig.height;
  }
  const uvBuffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, uvBuffer);
  gl.bufferData(gl.ARRAY_BUFFER, uv, gl.STATIC_DRAW);
  const aUv = gl.getAttribLocation(program, 'a_uv');
  gl.enableVertexAttribArray(aUv);
  gl.vertexAttribPointer(aUv, 2, gl.FLOAT, false, 0, 0);
  const posBuffer = gl.createBuffer();
  const aPos = gl.getAttribLocation(program, 'a_pos');
  gl.bindBuffer(gl.ARRAY_BUFFER, posBuffer);
  gl.enableVertexAttribArray(aPos);
  gl.vertexAttribPointer(aPos, 2, gl.FLOAT, false, 0, 0);
  const indices = gl.createBuffer();
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, indices);
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, mesh.triangles, gl.STATIC_DRAW);
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
  const uSize = gl.getUniformLocation(program, 'u_size');
  const screen = new Float32Array(mesh.count * 2);
  const surface: Surface = {
    resize(width, height) {
      gl.viewport(0, 0, width, height);
      gl.uniform2f(uSize, width, height);
    },
    draw(points, view) {
      for (let i = 0; i < mesh.count; i++) {
        screen[i * 2] = points[i * 2]! * view.scale + view.x;
        screen[i * 2 + 1] = points[i * 2 + 1]! * view.scale + view.y;
      }
      gl.clearColor(0, 0, 0, 0);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.bindBuffer(gl.ARRAY_BUFFER, posBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, screen, gl.DYNAMIC_DRAW);
      gl.vertexAttribPointer(aPos, 2, gl.FLOAT, false, 0, 0);
      gl.drawElements(gl.TRIANGLES, mesh.triangles.length, gl.UNSIGNED_SHORT, 0);
    },
    dispose() {
      gl.deleteBuffer(uvBuffer);
      gl.deleteBuffer(posBuffer);
      gl.deleteBuffer(indices);
      gl.deleteTexture(texture);
      gl.deleteProgram(program);
    },
  };
  return surface;
}

/** Canvas 2D: each triangle clipped and drawn with the affine map from its rest to its posed corners. */
function canvasSurface(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource,
  mesh: PortraitMesh,
  rig: PortraitRig,
): Surface | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const t = mesh.triangles;
  const r = mesh.rest;
  const { width, height } = rig;
  return {
    resize() {},
    draw(points, view) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      // The photo at rest underneath, with the posed mouth's opening cut out: the hairline seams between clipped
      // triangles then show nearly the same pixels instead of the cavity canvas behind (visible as a mesh of lines).
      ctx.setTransform(view.scale, 0, 0, view.scale, view.x, view.y);
      ctx.drawImage(image, 0, 0);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalCompositeOperation = 'destination-out';
      ctx.beginPath();
      INNER_LIPS.forEach((i, k) => {
        const x = points[i * 2]! * view.scale + view.x;
        const y = points[i * 2 + 1]! * view.scale + view.y;
        if (k === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      ctx.closePath();
      ctx.fill();
      ctx.globalCompositeOperation = 'source-over';
      for (let k = 0; k < t.length; k += 3) {
        const [a, b, c] = [t[k]!, t[k + 1]!, t[k + 2]!];
        const sx0 = r[a * 2]!,
          sy0 = r[a * 2 + 1]!,
          sx1 = r[b * 2]!,
          sy1 = r[b * 2 + 1]!;
        const sx2 = r[c * 2]!,
          sy2 = r[c * 2 + 1]!;
        const dx0 = points[a * 2]! * view.scale + view.x,
          dy0 = points[a * 2 + 1]! * view.scale + view.y;
        const dx1 = points[b * 2]! * view.scale + view.x,
          dy1 = points[b * 2 + 1]! * view.scale + view.y;
        const dx2 = points[c * 2]! * view.scale + view.x,
          dy2 = points[c * 2 + 1]! * view.scale + view.y;
        const det = (sx1 - sx0) * (sy2 - sy0) - (sx2 - sx0) * (sy1 - sy0);
        if (Math.abs(det) < 1e-6) continue;
        const m11 = ((dx1 - dx0) * (sy2 - sy0) - (dx2 - dx0) * (sy1 - sy0)) / det;
        const m12 = ((dy1 - dy0) * (sy2 - sy0) - (dy2 - dy0) * (sy1 - sy0)) / det;
        const m21 = ((dx2 - dx0) * (sx1 - sx0) - (dx1 - dx0) * (sx2 - sx0)) / det;
        const m22 = ((dy2 - dy0) * (sx1 - sx0) - (dy1 - dy0) * (sx2 - sx0)) / det;
        ctx.save();
        ctx.beginPath();
        // Grow the clip a little about its centre so neighbouring triangles overlap: no hairline seams.
        const cx = (dx0 + dx1 + dx2) / 3;
        const cy = (dy0 + dy1 + dy2) / 3;
        const g = 1.02;
        ctx.moveTo(cx + (dx0 - cx) * g, cy + (dy0 - cy) * g);
        ctx.lineTo(cx + (dx1 - cx) * g, cy + (dy1 - cy) * g);
        ctx.lineTo(cx + (dx2 - cx) * g, cy + (dy2 - cy) * g);
        ctx.closePath();
        ctx.clip();
        ctx.setTransform(m11, m12, m21, m22, dx0 - m11 * sx0 - m21 * sy0, dy0 - m12 * sx0 - m22 * sy0);
        // Only the triangle's own source box (plus a pixel for the grown clip), not the whole photo: drawing the
        // whole photo ~900 times a frame is what made this fallback crawl.
        const left = Math.max(0, Math.floor(Math.min(sx0, sx1, sx2)) - 2);
        const top = Math.max(0, Math.floor(Math.min(sy0, sy1, sy2)) - 2);
        const right = Math.min(width, Math.ceil(Math.max(sx0, sx1, sx2)) + 2);
        const bottom = Math.min(height, Math.ceil(Math.max(sy0, sy1, sy2)) + 2);
        if (right > left && bottom > top)
          ctx.drawImage(image, left, top, right - left, bottom - top, left, top, right - left, bottom - top);
        ctx.restore();
      }
    },
    dispose() {},
  };
}

/**
 * Draws a posed portrait: the cavity canvas underneath (the mouth's inside) and the warped photo on top, with
 * WebGL where the browser has it and canvas 2D where not. Implements the frame loop's writer.
 */
export class PortraitRenderer {
  readonly mesh: PortraitMesh;
  readonly kind: 'webgl' | 'canvas';
  private readonly jaw: Float32Array;
  private readonly points: Float32Array;
  private readonly surface: Surface;
  private readonly cavity: CanvasRenderingContext2D | null;
  private view: View = { scale: 1, x: 0, y: 0 };
  /** Where the cavity was last drawn, in canvas pixels: [left, top, right, bottom]. */
  private cavityBox: Box | null = null;

  constructor(
    private readonly rig: PortraitRig,
    image: HTMLImageElement,
    private readonly photo: HTMLCanvasElement,
    private readonly under: HTMLCanvasElement,
    forceCanvas = false,
  ) {
    this.mesh = buildMesh(rig);
    this.jaw = jawWeights(this.mesh);
    this.points = new Float32Array(this.mesh.rest.length);
    const gl = forceCanvas ? null : webglSurface(photo, image, this.mesh, rig);
    this.kind = gl ? 'webgl' : 'canvas';
    const surface = gl ?? canvasSurface(photo, image, this.mesh, rig);
    if (!surface) throw new Error('No canvas to draw the portrait on');
    this.surface = surface;
    this.cavity = under.getContext('2d');
  }

  /** Sizes the canvases to the box (CSS pixels × device pixel ratio, at most 2). */
  resize(cssWidth: number, cssHeight: number, dpr: number) {
    const ratio = Math.min(2, Math.max(1, dpr));
    const width = Math.max(1, Math.round(cssWidth * ratio));
    const height = Math.max(1, Math.round(cssHeight * ratio));
    for (const canvas of [this.photo, this.under]) {
      canvas.width = width;
      canvas.height = height;
    }
    this.surface.resize(width, height);
    this.cavityBox = null;
    this.view = coverView(this.rig, this.mesh.center[0], this.mesh.center[1], width, height);
  }

  write(pose: LivePose) {
    posePoints(this.mesh, pose, this.points, this.jaw);
    if (this.cavity) {
      // Clear only where the cavity was and is: a full-canvas clear each frame costs as much as the warp itself on a
      // software-rendered canvas.
      const box = mouthBox(this.points, this.view);
      const dirty = this.cavityBox ? unionBox(this.cavityBox, box) : box;
      this.cavity.clearRect(dirty[0], dirty[1], dirty[2] - dirty[0], dirty[3] - dirty[1]);
      this.cavityBox = box;
      drawCavity(this.cavity, this.points, this.view, pose.mouth.open);
    }
    this.surface.draw(this.points, this.view);
  }

  dispose() {
    this.surface.dispose();
  }
}
