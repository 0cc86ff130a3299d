import type { PortraitMesh } from './geometry';
import { CAVITY_COLOUR, TEETH_COLOUR, type MouthInside } from './mouth-inside';
import type { PortraitRig } from './rig';
import type { View } from '@/lib/portrait/framing';

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
// One program for the photo and the mouth's flat colours: u_flat picks the colour over the photo.
const FRAGMENT = `
precision mediump float;
uniform sampler2D u_image;
uniform vec4 u_colour;
uniform float u_flat;
varying vec2 v_uv;
void main() { gl_FragColor = mix(texture2D(u_image, v_uv), u_colour, u_flat); }`;

export interface Surface {
  draw(points: Float32Array, view: View, inside: MouthInside): void;
  resize(width: number, height: number): void;
  dispose(): void;
}

/** A program from two shaders' sources; null where the browser cannot compile or link them. */
export function linkProgram(gl: WebGLRenderingContext, vertex: string, fragment: string) {
  const program = gl.createProgram();
  if (!program) return null;
  for (const [type, source] of [
    [gl.VERTEX_SHADER, vertex],
    [gl.FRAGMENT_SHADER, fragment],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) return null;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  return gl.getProgramParameter(program, gl.LINK_STATUS) ? program : null;
}

/**
 * WebGL: the mouth's inside, then the photo warped along the mesh over it, all on one opaque canvas. One canvas
 * matters on a software-rendered browser: a second, transparent layer that changes every frame (the cavity, as a 2D
 * canvas under this one) cost the compositor more than the warp itself and halved the frame rate.
 */
export function webglSurface(
  canvas: HTMLCanvasElement,
  image: TexImageSource,
  mesh: PortraitMesh,
  rig: PortraitRig,
): Surface | null {
  const gl = canvas.getContext('webgl', { alpha: false, antialias: false });
  if (!gl) return null;
  const program = linkProgram(gl, VERTEX, FRAGMENT);
  if (!program) return null;
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
  gl.vertexAttribPointer(aUv, 2, gl.FLOAT, false, 0, 0);
  const posBuffer = gl.createBuffer();
  const mouthBuffer = gl.createBuffer();
  const aPos = gl.getAttribLocation(program, 'a_pos');
  gl.enableVertexAttribArray(aPos);
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
  const uColour = gl.getUniformLocation(program, 'u_colour');
  const uFlat = gl.getUniformLocation(program, 'u_flat');
  const screen = new Float32Array(mesh.count * 2);

  /** A flat-coloured shape from `vertices` (canvas pixels), drawn as `mode`. */
  const flat = (vertices: Float32Array, mode: number, [r, g, b]: readonly [number, number, number]) => {
    gl.uniform4f(uColour, r / 255, g / 255, b / 255, 1);
    gl.bindBuffer(gl.ARRAY_BUFFER, mouthBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, vertices, gl.DYNAMIC_DRAW);
    gl.vertexAttribPointer(aPos, 2, gl.FLOAT, false, 0, 0);
    gl.drawArrays(mode, 0, vertices.length / 2);
  };

  return {
    resize(width, height) {
      gl.viewport(0, 0, width, height);
      gl.uniform2f(uSize, width, height);
    },
    draw(points, view, { cavity, teeth }) {
      for (let i = 0; i < mesh.count; i++) {
        screen[i * 2] = points[i * 2]! * view.scale + view.x;
        screen[i * 2 + 1] = points[i * 2 + 1]! * view.scale + view.y;
      }
      // The photo covers the whole canvas, so no clear: the mouth's inside goes down first, the photo over it.
      gl.disableVertexAttribArray(aUv);
      gl.uniform1f(uFlat, 1);
      // The lips' polygon is drawn as a fan from its first point: where that spills outside a concave opening,
      // the photo covers it.
      flat(cavity, gl.TRIANGLE_FAN, CAVITY_COLOUR);
      if (teeth) flat(teeth, gl.TRIANGLE_STRIP, TEETH_COLOUR);
      gl.uniform1f(uFlat, 0);
      gl.enableVertexAttribArray(aUv);
      gl.bindBuffer(gl.ARRAY_BUFFER, uvBuffer);
      gl.vertexAttribPointer(aUv, 2, gl.FLOAT, false, 0, 0);
      gl.bindBuffer(gl.ARRAY_BUFFER, posBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, screen, gl.DYNAMIC_DRAW);
      gl.vertexAttribPointer(aPos, 2, gl.FLOAT, false, 0, 0);
      gl.drawElements(gl.TRIANGLES, mesh.triangles.length, gl.UNSIGNED_SHORT, 0);
    },
    dispose() {
      for (const buffer of [uvBuffer, posBuffer, mouthBuffer, indices]) gl.deleteBuffer(buffer);
      gl.deleteTexture(texture);
      gl.deleteProgram(program);
    },
  };
}
