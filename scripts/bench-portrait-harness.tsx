// The talking portrait's bench page (bundled by scripts/bench-portrait-kit.ts, never part of the app): LivePortrait
// over a portrait rig, its lips driven by a synthetic voice whose envelope follows a schedule (speech, silence,
// speech), so a bench can measure frame rate and the mouth's pixel change against the audio.
import { createRoot } from 'react-dom/client';
import type { MouthSource } from '@/components/digital-human/live/analyser-frame';
import { seededRandom } from '@/components/digital-human/live/random';
import { buildMesh } from '@/components/digital-human/portrait/geometry';
import { LivePortrait } from '@/components/digital-human/portrait/LivePortrait';
import { linkProgram } from '@/components/digital-human/portrait/webgl-surface';
import { coverView } from '@/lib/portrait/framing';
import type { PortraitRig } from '@/components/digital-human/portrait/rig';

interface BenchOptions {
  rig: PortraitRig;
  /** Seconds of [speech, silence, speech, …] from the start; null keeps silent. */
  schedule: number[] | null;
  forceCanvas: boolean;
  ratio: [number, number];
}
declare global {
  interface Window {
    benchStart(options: BenchOptions): Promise<void>;
    benchMouthBox(): { x: number; y: number; width: number; height: number };
    benchFrames(ms: number): Promise<number>;
    benchQuad(imageUrl: string): Promise<void>;
    benchSpeechAt(): boolean;
  }
}

let started = 0;
let schedule: number[] | null = null;
let rig: PortraitRig;

/** Whether the schedule is in a speech phase now. */
window.benchSpeechAt = () => {
  if (!schedule) return false;
  let t = (performance.now() - started) / 1000;
  for (let k = 0; k < schedule.length; k++) {
    if (t < schedule[k]!) return k % 2 === 0;
    t -= schedule[k]!;
  }
  return false;
};

function voice(): MouthSource {
  const context = new AudioContext();
  const length = context.sampleRate * 2;
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  const random = seededRandom(7);
  // A voiced buzz (140 Hz with harmonics) plus breath noise, in 4 Hz syllables.
  for (let i = 0; i < length; i++) {
    const t = i / context.sampleRate;
    const syllable = 0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * t);
    let buzz = 0;
    for (let h = 1; h <= 12; h++) buzz += Math.sin(2 * Math.PI * 140 * h * t) / h;
    data[i] = syllable * (0.25 * buzz + 0.05 * (random() * 2 - 1));
  }
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  const gain = context.createGain();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  const mute = context.createGain();
  mute.gain.value = 0;
  source.connect(gain).connect(analyser).connect(mute).connect(context.destination);
  source.start();
  void context.resume();
  const tick = () => {
    gain.gain.value = window.benchSpeechAt() ? 1 : 0;
    requestAnimationFrame(tick);
  };
  tick();
  return { speaking: true, analyser };
}

window.benchStart = async (options) => {
  rig = options.rig;
  schedule = options.schedule;
  const player = options.schedule ? voice() : null;
  started = performance.now();
  const [w, h] = options.ratio;
  createRoot(document.getElementById('root')!).render(
    <div
      style={{ width: '100vw', height: '100vh', display: 'grid', placeItems: 'center', background: '#111' }}
    >
      <div style={{ width: `min(100vw, ${(100 * w) / h}vh)` }}>
        <LivePortrait
          rig={options.rig}
          layout={{ videoWidth: w, videoHeight: h }}
          state={options.schedule ? 'speaking' : 'idle'}
          player={player}
          label="Portrait"
          aiLabel="AI-generated"
          random={seededRandom(1)}
          forceCanvas={options.forceCanvas}
        />
      </div>
    </div>,
  );
  while (!document.querySelector('[data-renderer]')) await new Promise((r) => requestAnimationFrame(r));
};

/** The mouth's region in CSS pixels of the page (from the rig's mesh and the portrait's cover view). */
window.benchMouthBox = () => {
  const element = document.querySelector<HTMLElement>('[data-portrait]')!;
  const box = element.getBoundingClientRect();
  const mesh = buildMesh(rig);
  const view = coverView(rig, mesh.center[0], mesh.center[1], box.width, box.height);
  const [mx, my] = mesh.mouth;
  const w = mesh.faceWidth * 0.45 * view.scale;
  const h = mesh.faceHeight * 0.3 * view.scale;
  return {
    x: box.left + mx * view.scale + view.x - w / 2,
    y: box.top + my * view.scale + view.y - h * 0.4,
    width: w,
    height: h,
  };
};

/** Frames drawn in `ms` of wall time (requestAnimationFrame callbacks). */
window.benchFrames = (ms) =>
  new Promise((resolve) => {
    let frames = 0;
    const end = performance.now() + ms;
    const count = (now: number) => {
      frames++;
      if (now < end) requestAnimationFrame(count);
      else resolve(frames / (ms / 1000));
    };
    requestAnimationFrame(count);
  });

/**
 * The baseline the portrait is measured beside: a bare WebGL canvas over the whole page that draws one textured quad
 * (the same photo) every frame. No warp, no mouth, no React: what any full-frame WebGL animation costs here.
 */
window.benchQuad = async (imageUrl) => {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = imageUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = innerWidth;
  canvas.height = innerHeight;
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%';
  document.body.append(canvas);
  const gl = canvas.getContext('webgl', { alpha: false, antialias: false })!;
  const program = linkProgram(
    gl,
    'attribute vec2 a;varying vec2 v;void main(){v=vec2(a.x,-a.y)*.5+.5;gl_Position=vec4(a,0,1);}',
    'precision mediump float;uniform sampler2D t;varying vec2 v;void main(){gl_FragColor=texture2D(t,v);}',
  )!;
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
  gl.viewport(0, 0, canvas.width, canvas.height);
  const frame = () => {
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    requestAnimationFrame(frame);
  };
  frame();
};
