// The offline package's web app (features/offline/package-app) as static files in `.offline-app/`: the bundled app,
// its stylesheet, the service worker (precaching every file), the web manifest, eSpeak NG's module and WebAssembly,
// the licences of what is bundled and a README. The package builder (features/offline/server) adds session.json and
// zips the folder. Run by `npm run build` (scripts/build.mjs) and on its own: `node scripts/build-offline-app.mjs`.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

export const OFFLINE_APP_DIR = '.offline-app';
const SOURCE = 'features/offline/package-app';

/** What the bundle carries or the package ships, with their licences (checked in node_modules). */
export const BUNDLED = [
  { name: 'react', file: 'LICENSE' },
  { name: 'react-dom', file: 'LICENSE' },
  { name: 'scheduler', file: 'LICENSE' },
  { name: 'zod', file: 'LICENSE' },
  { name: 'jose', file: 'LICENSE.md' },
  { name: 'espeak-ng', file: 'LICENSE' },
];

const INDEX_HTML = `<!doctype html>
<html lang="zh">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0f172a" />
    <title>Digital human</title>
    <link rel="manifest" href="manifest.webmanifest" />
    <link rel="icon" href="icon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="app.css" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>JavaScript is needed / 需要启用 JavaScript</noscript>
    <script type="module" src="app.js"></script>
  </body>
</html>
`;

const MANIFEST = {
  name: 'Digital human (offline)',
  short_name: 'Digital human',
  start_url: './index.html',
  scope: './',
  display: 'fullscreen',
  background_color: '#0f172a',
  theme_color: '#0f172a',
  icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};

const README = `Offline digital human
=====================

Serve this folder over http://localhost (or https) and open index.html in Chrome, Edge, Safari or Firefox, e.g.
  npx serve .        or        python3 -m http.server 8080
The first start asks for the licence's activation code (the platform console, Offline digital humans) and needs the
network once. After that the app runs with no network: the service worker keeps every file. Conversations are kept
on the device and sent to the platform whenever it is online.

What runs here: the session's drawn character, its prologue, farewell, waiting phrase, scenes, FAQ and unanswered
handling, spoken by eSpeak NG in the browser, with typed or tappable questions (and voice where the browser
recognizes speech). Not here: the large model, server speech recognition, cloud voices, document knowledge.

Licences: see LICENCES.txt. eSpeak NG is GPL-3.0-or-later; its source: https://github.com/espeak-ng/espeak-ng
(the WebAssembly build: https://github.com/ianmarmour/espeak-ng.js).
`;

function licences() {
  const parts = BUNDLED.map(({ name, file }) => {
    const pkg = JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8'));
    const text = readFileSync(path.join('node_modules', name, file), 'utf8');
    return `${'='.repeat(78)}\n${name} ${pkg.version} — ${pkg.license}\n${'='.repeat(78)}\n\n${text.trim()}\n`;
  });
  return (
    'The offline package bundles the following software. eSpeak NG (espeak/) is free software under the GNU GPL\n' +
    'version 3 or later; its source is at https://github.com/espeak-ng/espeak-ng and the WebAssembly build at\n' +
    'https://github.com/ianmarmour/espeak-ng.js (version below).\n\n' +
    parts.join('\n')
  );
}

function walk(dir, base = dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory()
      ? walk(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

export function buildOfflineApp({ out = OFFLINE_APP_DIR, minify = true } = {}) {
  const started = Date.now();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(path.join(out, 'espeak'), { recursive: true });
  buildSync({
    entryPoints: [path.join(SOURCE, 'main.tsx')],
    outfile: path.join(out, 'app.js'),
    bundle: true,
    minify,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    charset: 'utf8',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  copyFileSync(path.join(SOURCE, 'static', 'app.css'), path.join(out, 'app.css'));
  copyFileSync(path.join(SOURCE, 'static', 'icon.svg'), path.join(out, 'icon.svg'));
  copyFileSync('node_modules/espeak-ng/dist/espeak-ng.js', path.join(out, 'espeak', 'espeak-ng.js'));
  copyFileSync('node_modules/espeak-ng/dist/espeak-ng.wasm', path.join(out, 'espeak', 'espeak-ng.wasm'));
  writeFileSync(path.join(out, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(out, 'manifest.webmanifest'), JSON.stringify(MANIFEST, null, 2));
  writeFileSync(path.join(out, 'LICENCES.txt'), licences());
  writeFileSync(path.join(out, 'README.txt'), README);
  // The service worker precaches every file, and session.json; its cache is named after the files' contents.
  const files = walk(out).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(out, file)));
  const precache = [...files, 'session.json', 'sw.js'].filter((f) => f !== 'files.json');
  const sw = readFileSync(path.join(SOURCE, 'static', 'sw.template.js'), 'utf8')
    .replace('__BUILD__', hash.digest('hex').slice(0, 16))
    .replace('__FILES__', JSON.stringify(precache.filter((f) => f !== 'sw.js')));
  writeFileSync(path.join(out, 'sw.js'), sw);
  const list = walk(out)
    .sort()
    .map((file) => ({ path: file, bytes: statSync(path.join(out, file)).size }));
  writeFileSync(
    path.join(out, 'files.json'),
    JSON.stringify({ builtAt: new Date().toISOString(), files: list }, null, 2),
  );
  return { files: list, ms: Date.now() - started };
}

/** `npm start`/`npm test` build it only when it is missing. */
export function ensureOfflineApp() {
  if (!existsSync(path.join(OFFLINE_APP_DIR, 'files.json'))) buildOfflineApp();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, ms } = buildOfflineApp();
  for (const file of files) console.log(`${String(file.bytes).padStart(10)}  ${file.path}`);
  console.log(`Offline app built in ${ms} ms → ${OFFLINE_APP_DIR}/`);
}
