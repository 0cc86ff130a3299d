// Copies the face models a portrait's live capture runs in the browser (@vladmandic/human, MIT: the face detector,
// the 468-point mesh and the irises, 4.9 MB together) into public/portrait-models/, so the platform serves them and
// nothing comes from a CDN. The server's checks read the same files from node_modules. Only these three: the
// package's other models (body, hands, emotion, …) are never used. Run by `npm run build`; the folder is not committed.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'node_modules/@vladmandic/human/models');
const target = path.join(root, 'public', 'portrait-models');

/** The same names as PORTRAIT_MODEL_FILES in features/portraits/contract.ts (a unit test keeps them equal). */
export const PORTRAIT_MODELS = ['blazeface', 'facemesh', 'iris'];

export function copyPortraitModels() {
  mkdirSync(target, { recursive: true });
  for (const name of PORTRAIT_MODELS)
    for (const file of [`${name}.json`, `${name}.bin`]) {
      const from = path.join(source, file);
      const to = path.join(target, file);
      if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
      copyFileSync(from, to);
    }
}

if (import.meta.url === `file://${process.argv[1]}`) copyPortraitModels();
