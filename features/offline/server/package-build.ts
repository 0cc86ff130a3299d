import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildOfflineSession,
  OFFLINE_APP_DIR,
  PACKAGE_FILES,
  packageFileListSchema,
  type OfflineSession,
} from '../package/contents';
import { dictionaryOf, embeddedFiles, tableAddressIn, withDictionaries } from './espeak-subset';
import { licencesText, readmeText } from './package-texts';
import { versionServiceWorker } from './service-worker';
import type { PackageSession } from './ports';
import { prepareEntry, zipFiles, type PreparedEntry, type ZipEntry } from './zip';

// The offline package (issue 26 §1) as a zip: the app the build wrote to `.offline-app/` (scripts/build-offline-app
// .mjs), the session it plays (`session.json`, made by the contract's pure builder with the platform's tokenizer),
// the licences of everything in it and a README. Nothing server-only goes in: the session as visitors see it, the
// platform's PUBLIC key and its origin — no owner, no other session, no private key.

export interface PackageBuildInput {
  session: PackageSession;
  /** The session's revision it is built from. */
  version: number;
  builtAt: Date;
  platform: OfflineSession['platform'];
  /** The platform's tokenizer, for the FAQ index. */
  tokenize: (text: string) => string[];
  /** Where the app's build is; the repository's `.offline-app/` by default. */
  appDir?: string;
}

export interface BuiltPackage {
  bytes: Uint8Array;
  session: OfflineSession;
  /** The zip's top folder: unzipped, it is the folder a static server serves. */
  folder: string;
  files: string[];
}

/** Written by the server, not copied from the app's build: they name the session and the platform. */
const WRITTEN_HERE = new Set<string>([
  PACKAGE_FILES.session,
  PACKAGE_FILES.readme,
  PACKAGE_FILES.licences,
  PACKAGE_FILES.fileList,
  // Versioned per package (its cache named after session.json too): kept as text, not prepared once.
  PACKAGE_FILES.serviceWorker,
]);

/** A path the app's file list may name: relative, inside the folder. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export class OfflineAppMissing extends Error {
  constructor(dir: string) {
    super(`the offline app is not built in ${dir}: run node scripts/build-offline-app.mjs`);
  }
}

interface AppFiles {
  entries: PreparedEntry[];
  licences: string;
  espeak: EspeakBuild;
  serviceWorker: string;
}

/** eSpeak NG's module as the npm package has it (every language), and its copies with one language's dictionaries. */
interface EspeakBuild {
  wasm: Uint8Array;
  table: number;
  files: ReturnType<typeof embeddedFiles>;
  byDictionary: Map<string, PreparedEntry>;
}

/** The app's build, deflated once per build of it (`files.json`'s builtAt). */
const appCache = globalThis as typeof globalThis & {
  __dhOfflineApp?: { key: string; files: Promise<AppFiles> };
};

async function appFiles(dir: string): Promise<AppFiles> {
  let listed: string;
  try {
    listed = await readFile(path.join(dir, PACKAGE_FILES.fileList), 'utf8');
  } catch {
    throw new OfflineAppMissing(dir);
  }
  const list = packageFileListSchema.parse(JSON.parse(listed));
  const key = `${dir}\n${list.builtAt}`;
  if (appCache.__dhOfflineApp?.key !== key) {
    const files = readApp(dir, list.files);
    appCache.__dhOfflineApp = { key, files };
    files.catch(() => {
      // A failed read is not kept: the next build reads again.
      appCache.__dhOfflineApp = undefined;
    });
  }
  return appCache.__dhOfflineApp!.files;
}

async function readApp(dir: string, files: { path: string }[]): Promise<AppFiles> {
  const entries: PreparedEntry[] = [];
  let wasm: Uint8Array | undefined;
  for (const file of files) {
    if (WRITTEN_HERE.has(file.path)) continue;
    if (!SAFE_PATH.test(file.path))
      throw new Error(`unsafe path in the offline app's file list: ${file.path}`);
    const bytes = await readFile(path.join(dir, file.path));
    // The module goes in per package, with the dictionary of the package's voice only (espeakEntry).
    if (file.path === PACKAGE_FILES.espeakWasm) wasm = new Uint8Array(bytes);
    else entries.push(prepareEntry({ path: file.path, bytes }));
  }
  if (!wasm) throw new OfflineAppMissing(dir);
  const table = tableAddressIn(await readFile(path.join(dir, PACKAGE_FILES.espeakScript), 'utf8'));
  const licences = await readFile(path.join(dir, PACKAGE_FILES.licences), 'utf8').catch(() => '');
  const serviceWorker = await readFile(path.join(dir, PACKAGE_FILES.serviceWorker), 'utf8');
  return {
    entries,
    licences,
    serviceWorker,
    espeak: { wasm, table, files: embeddedFiles(wasm, table), byDictionary: new Map() },
  };
}

/**
 * eSpeak NG with only what the package's voice reads: 18 MB with every language's dictionary, 1.4 MB for English,
 * 3 MB for Mandarin (espeak-subset.ts). Deflated once per dictionary.
 */
function espeakEntry({ espeak }: AppFiles, speaker: string): PreparedEntry {
  const dictionary = dictionaryOf(espeak.wasm, espeak.files, speaker);
  let entry = espeak.byDictionary.get(dictionary);
  if (!entry) {
    const bytes = withDictionaries(espeak.wasm, espeak.table, [dictionary]);
    entry = prepareEntry({ path: PACKAGE_FILES.espeakWasm, bytes });
    espeak.byDictionary.set(dictionary, entry);
  }
  return entry;
}

/** The FAQ index holds each item's similar questions too, as the server's search does. */
function withSimilarQuestions(session: PackageSession, tokenize: (text: string) => string[]) {
  const similar = new Map<string, string[]>();
  for (const item of session.faq) {
    if (item.similarQuestions?.length)
      similar.set(item.question, [...(similar.get(item.question) ?? []), ...item.similarQuestions]);
  }
  return (question: string) => [question, ...(similar.get(question) ?? [])].flatMap(tokenize);
}

export async function buildPackage(input: PackageBuildInput): Promise<BuiltPackage> {
  const dir = input.appDir ?? path.join(process.cwd(), OFFLINE_APP_DIR);
  const app = await appFiles(dir);
  const session = buildOfflineSession({
    ...input.session,
    faq: input.session.faq.map(({ id, question, answer }) => ({ id, question, answer })),
    version: input.version,
    builtAt: input.builtAt,
    platform: input.platform,
    tokenize: withSimilarQuestions(input.session, input.tokenize),
  });
  const text = (value: string) => new TextEncoder().encode(value);
  const folder = `digital-human-offline-v${input.version}`;
  const sessionJson = JSON.stringify(session);
  const entries: (ZipEntry | PreparedEntry)[] = [
    ...app.entries,
    espeakEntry(app, session.voice.espeakVoice),
    { path: PACKAGE_FILES.session, bytes: text(sessionJson) },
    {
      path: PACKAGE_FILES.serviceWorker,
      bytes: text(versionServiceWorker(app.serviceWorker, sessionJson)),
    },
    { path: PACKAGE_FILES.readme, bytes: text(readmeText(session)) },
    { path: PACKAGE_FILES.licences, bytes: text(licencesText(app.licences)) },
  ].sort((a, b) => a.path.localeCompare(b.path));
  return {
    bytes: zipFiles(entries.map((entry) => ({ ...entry, path: `${folder}/${entry.path}` }))),
    session,
    folder,
    files: entries.map((entry) => entry.path),
  };
}
