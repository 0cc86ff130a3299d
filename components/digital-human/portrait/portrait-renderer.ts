import type { LivePose } from '../live/motion';
import { canvasSurface } from './canvas-surface';
import { buildMesh, jawWeights, posePoints, type PortraitMesh } from './geometry';
import { mouthInside } from './mouth-inside';
import type { PortraitRig } from './rig';
import { webglSurface, type Surface } from './webgl-surface';
import { coverView, type View } from '@/lib/portrait/framing';

/**
 * The canvas's pixels for a box of `cssWidth` × `cssHeight`: the box at the device's pixel ratio (at most 2), but
 * never past the photo's own resolution. A photo stored at most 1,280 px on its long side covers a 1,366 px frame
 * magnified; drawing that magnification ourselves only interpolates what the browser's upscaling of the canvas
 * interpolates as well, at up to four times the pixels to fill each frame (and on a laptop rendering WebGL in
 * software, the fill is the frame rate).
 */
export function canvasSize(
  cssWidth: number,
  cssHeight: number,
  dpr: number,
  photo: { width: number; height: number },
) {
  const ratio = Math.min(2, Math.max(1, dpr));
  const magnified = Math.max(1, (cssWidth * ratio) / photo.width, (cssHeight * ratio) / photo.height);
  return {
    width: Math.max(1, Math.round((cssWidth * ratio) / magnified)),
    height: Math.max(1, Math.round((cssHeight * ratio) / magnified)),
  };
}

/**
 * Draws a posed portrait: the mouth's inside and the photo warped along the face mesh over it, with WebGL where the
 * browser has it (one canvas, `photo`) and canvas 2D where not (`photo` over `under`). Implements the frame loop's
 * writer.
 */
export class PortraitRenderer {
  readonly mesh: PortraitMesh;
  readonly kind: 'webgl' | 'canvas';
  private readonly jaw: Float32Array;
  private readonly points: Float32Array;
  private readonly surface: Surface;
  private view: View = { scale: 1, x: 0, y: 0 };

  constructor(
    private readonly rig: PortraitRig,
    image: HTMLImageElement,
    private readonly photo: HTMLCanvasElement,
    under: HTMLCanvasElement,
    forceCanvas = false,
  ) {
    this.mesh = buildMesh(rig);
    this.jaw = jawWeights(this.mesh);
    this.points = new Float32Array(this.mesh.rest.length);
    const gl = forceCanvas ? null : webglSurface(photo, image, this.mesh, rig);
    this.kind = gl ? 'webgl' : 'canvas';
    const surface = gl ?? canvasSurface(photo, under, image, this.mesh, rig);
    if (!surface) throw new Error('No canvas to draw the portrait on');
    this.surface = surface;
  }

  /** Sizes the canvas to the box (see `canvasSize`) and frames the photo in it. */
  resize(cssWidth: number, cssHeight: number, dpr: number) {
    const { width, height } = canvasSize(cssWidth, cssHeight, dpr, this.rig);
    this.photo.width = width;
    this.photo.height = height;
    this.surface.resize(width, height);
    this.view = coverView(this.rig, this.mesh.center[0], this.mesh.center[1], width, height);
  }

  write(pose: LivePose) {
    posePoints(this.mesh, pose, this.points, this.jaw);
    this.surface.draw(this.points, this.view, mouthInside(this.points, this.view, pose.mouth.open));
  }

  dispose() {
    this.surface.dispose();
  }
}
