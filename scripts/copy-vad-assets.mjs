// Copies the voice-activity detector's model (@ricky0123/vad-web) and onnxruntime-web's WebAssembly
// into public/vad/, where the runtime pages load them (baseAssetPath, onnxWASMBasePath): nothing comes from a CDN.
// Run by `npm run build` and `npm run dev`; the folder is not committed (the .wasm alone is 11 MB).
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'public', 'vad');
const FILES = [
  ['node_modules/@ricky0123/vad-web/dist', 'silero_vad_v5.onnx'],
  ['node_modules/onnxruntime-web/dist', 'ort-wasm-simd-threaded.wasm'],
  ['node_modules/onnxruntime-web/dist', 'ort-wasm-simd-threaded.mjs'],
];

export function copyVadAssets() {
  mkdirSync(target, { recursive: true });
  for (const [folder, name] of FILES) {
    const from = path.join(root, folder, name);
    const to = path.join(target, name);
    if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
    copyFileSync(from, to);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) copyVadAssets();
