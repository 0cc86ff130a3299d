'use client';

import { withBasePath } from '@/lib/config/base-path';
import { portraitHumanModels } from '../contract';
import type { LiveFace } from '../live-checks';

// The face model in the browser for the camera's live checks: @vladmandic/human (MIT) with the same three models as
// the server's checks (detector, 468-point mesh, irises), read from the platform's own /portrait-models/ (copied
// there by the build; never a CDN). The library is a separate chunk imported only when the camera dialog opens, so
// no other page, and no page before the camera is asked for, downloads it or the models.

type HumanModule = typeof import('@vladmandic/human');
type Human = InstanceType<HumanModule['Human']>;

/** A loaded model: the faces of one video frame. */
export interface LiveFaceModel {
  detect(video: HTMLVideoElement): Promise<LiveFace[]>;
  /** How long loading the library and the models took, ms. */
  loadMs: number;
}

/** The performance measures the load leaves (read by the camera journey, e2e/portraits-camera.spec.ts): the
 * library and the models loaded, then the first frame checked (the GPU's shaders compiled on it). */
export const LOAD_MEASURE = 'portrait-live-check-load';
export const FIRST_FRAME_MEASURE = 'portrait-live-check-first-frame';

function config(backend: 'humangl' | 'cpu') {
  return {
    backend,
    debug: false,
    modelBasePath: withBasePath('/portrait-models/'),
    cacheSensitivity: 0,
    // Human's warm-up fetches a built-in photo from a data: URL, which the pages' Content-Security-Policy
    // (connect-src 'self') rightly refuses: the first frame warms the model up instead.
    warmup: 'none',
    ...portraitHumanModels(3),
  } as const;
}

async function start(): Promise<LiveFaceModel> {
  const began = performance.now();
  const { Human } = await import('@vladmandic/human');
  let human: Human;
  try {
    // WebGL where the device has it; the CPU otherwise (slower, still a few frames a second for one face).
    human = new Human(config('humangl'));
    await human.load();
  } catch {
    human = new Human(config('cpu'));
    await human.load();
  }
  const measure = performance.measure(LOAD_MEASURE, {
    start: began,
    detail: { backend: human.tf.getBackend() },
  });
  return {
    loadMs: measure.duration,
    async detect(video) {
      const result = await human.detect(video);
      if (!performance.getEntriesByName(FIRST_FRAME_MEASURE).length)
        performance.measure(FIRST_FRAME_MEASURE, { start: began });
      return result.face.map((face) => ({
        score: face.score,
        box: face.box,
        mesh: face.mesh as [number, number, number][],
        pitch: face.rotation?.angle.pitch ?? 0,
      }));
    },
  };
}

/** Past this the live checks give up (a slow device, a model that never answers): the server still checks. */
const LOAD_TIMEOUT_MS = 45_000;

let loading: Promise<LiveFaceModel> | null = null;

/** The model, loaded on the first call (the camera dialog opening) and kept for the page's life. */
export function liveFaceModel(): Promise<LiveFaceModel> {
  loading ??= Promise.race([
    start(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the face model did not load in time')), LOAD_TIMEOUT_MS),
    ),
  ]).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
