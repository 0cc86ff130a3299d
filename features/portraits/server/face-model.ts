import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { portraitHumanModels } from '../contract';

// @vladmandic/human's face detector, mesh and iris models (MIT), run in Node on TensorFlow.js's WASM backend. Loaded
// on the first photo analysed, never at start-up: the library and its models weigh megabytes that only a capture
// needs. The model files are read from the package's own folder on disk (no CDN, no network).

/** A face as the checks see it: the detector's score, its box and the mesh in the analysed image's pixels. */
export interface DetectedFace {
  score: number;
  /** [x, y, width, height] in pixels. */
  box: [number, number, number, number];
  /** 468 face-mesh points, then 10 iris points when the iris model ran: [x, y, z] in pixels. */
  mesh: [number, number, number][];
  /** Head rotation in radians, from the mesh. */
  angle: { yaw: number; pitch: number; roll: number };
}

// The few parts of Human's API used here (its own typings describe the whole browser-and-Node surface).
interface HumanFace {
  score: number;
  box: [number, number, number, number];
  mesh: [number, number, number][];
  rotation?: { angle: { yaw: number; pitch: number; roll: number } } | null;
}
interface Tensor {
  dispose(): void;
}
interface HumanLike {
  load(): Promise<void>;
  detect(input: Tensor): Promise<{ face: HumanFace[] }>;
  tf: {
    tensor(values: Float32Array, shape: number[], dtype: 'float32'): Tensor;
    dispose(tensor: Tensor): void;
    io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
  };
}

const SCHEME = 'portrait-models://';
const root = () => process.cwd();
const modelsDir = () => path.join(root(), 'node_modules/@vladmandic/human/models');

/** A tfjs load handler that reads `<name>.json` and its weight files from the models folder. */
const diskModel = (url: string) => ({
  async load() {
    const name = path.basename(url.slice(SCHEME.length));
    const json = JSON.parse(await readFile(path.join(modelsDir(), name), 'utf8'));
    const groups = json.weightsManifest as { paths: string[]; weights: unknown[] }[];
    const parts = await Promise.all(
      groups.flatMap((group) =>
        group.paths.map((file) => readFile(path.join(modelsDir(), path.basename(file)))),
      ),
    );
    const weights = Buffer.concat(parts);
    return {
      modelTopology: json.modelTopology,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature,
      userDefinedMetadata: json.userDefinedMetadata,
      weightSpecs: groups.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    };
  },
});

async function loadHuman(): Promise<HumanLike> {
  // The package's `exports` do not expose its Node WASM build by a name, so it is imported by its path; the bundler
  // is told to leave the import alone (the package is in next.config.mjs's serverExternalPackages as well).
  const file = path.join(root(), 'node_modules/@vladmandic/human/dist/human.node-wasm.js');
  const loaded = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(file).href);
  const Human = (loaded.Human ?? loaded.default?.Human) as new (config: object) => HumanLike;
  const human = new Human({
    backend: 'wasm',
    debug: false,
    wasmPath: path.join(root(), 'node_modules/@tensorflow/tfjs-backend-wasm/dist/'),
    modelBasePath: SCHEME,
    cacheSensitivity: 0,
    ...portraitHumanModels(5),
  });
  human.tf.io.registerLoadRouter((url) =>
    typeof url === 'string' && url.startsWith(SCHEME) ? diskModel(url) : null,
  );
  await human.load();
  return human;
}

const globalHuman = globalThis as typeof globalThis & { __dhPortraitHuman?: Promise<HumanLike> };
/** Analyses run one at a time: one WASM instance, and two CPU-bound analyses at once finish no sooner. */
let queue: Promise<unknown> = Promise.resolve();

/** The faces in an RGB image (3 bytes a pixel, row by row). Loads the models on the first call. */
export function detectFaces(rgb: Uint8Array, width: number, height: number): Promise<DetectedFace[]> {
  const run = async () => {
    globalHuman.__dhPortraitHuman ??= loadHuman().catch((error: unknown) => {
      globalHuman.__dhPortraitHuman = undefined;
      throw error;
    });
    const human = await globalHuman.__dhPortraitHuman;
    const tensor = human.tf.tensor(Float32Array.from(rgb), [1, height, width, 3], 'float32');
    try {
      const result = await human.detect(tensor);
      return result.face.map((face) => ({
        score: face.score,
        box: face.box,
        mesh: face.mesh,
        angle: face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 },
      }));
    } finally {
      human.tf.dispose(tensor);
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
