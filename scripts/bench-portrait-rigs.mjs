// Makes the talking portrait's rig fixtures (tests/data/portraits/<name>.json + photo) from face-api's MIT-licensed
// demo photos, by running @vladmandic/human's face mesh once in Node (WASM backend). Run: node scripts/bench-portrait-rigs.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const jpeg = require('jpeg-js');
const sharp = require('sharp');
const H = require(
  path.join(
    path.resolve(path.dirname(new URL(import.meta.url).pathname), '..'),
    'node_modules/@vladmandic/human/dist/human.node-wasm.js',
  ),
);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const models = path.join(root, 'node_modules/@vladmandic/human/models/');
const demo = path.join(root, 'node_modules/@vladmandic/face-api/demo/');
const names = (process.argv[2] ?? 'sample1,sample3,sample5').split(',');

// Node's fetch has no file://: serve the models folder locally for the run.
const server = createServer((req, res) => {
  try {
    res.end(readFileSync(path.join(models, path.basename(new URL(req.url, 'http://x').pathname))));
  } catch {
    res.statusCode = 404;
    res.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const human = new H.Human({
  backend: 'wasm',
  wasmPath: path.join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist/'),
  modelBasePath: `http://127.0.0.1:${server.address().port}/`,
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 1 },
    mesh: { enabled: true },
    iris: { enabled: true },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
});
await human.load();
for (const name of names) {
  const bytes = readFileSync(path.join(demo, `${name}.jpg`));
  const { width, height, data } = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false });
  const tensor = human.tf.tensor(data, [1, height, width, 3], 'float32');
  const result = await human.detect(tensor);
  human.tf.dispose(tensor);
  const face = result.face[0];
  if (!face) throw new Error(`${name}: no face`);
  // A portrait's photo is one person: crop to a 4:5 frame around the detected face, as a capture would.
  const [bx, by, bw, bh] = face.box;
  const cw = Math.min(width, Math.round(bw * 2.6));
  const ch = Math.min(height, Math.round(cw * 1.25));
  const left = Math.max(0, Math.min(width - cw, Math.round(bx + bw / 2 - cw / 2)));
  const top = Math.max(0, Math.min(height - ch, Math.round(by + bh / 2 - ch * 0.45)));
  const rig = {
    imageUrl: `${name}.jpg`,
    width: cw,
    height: ch,
    mesh: face.mesh.map(([x, y, z]) => [+(x - left).toFixed(2), +(y - top).toFixed(2), +z.toFixed(2)]),
    box: [Math.round(bx - left), Math.round(by - top), Math.round(bw), Math.round(bh)],
  };
  writeFileSync(path.join(root, `tests/data/portraits/${name}.json`), JSON.stringify(rig) + '\n');
  await sharp(bytes)
    .extract({ left, top, width: cw, height: ch })
    .jpeg({ quality: 85 })
    .toFile(path.join(root, `tests/data/portraits/${name}.jpg`));
  console.log(name, width, height, face.mesh.length, 'points, score', face.score);
}
server.close();
