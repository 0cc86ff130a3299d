import { PACKAGE_FILES } from '@/features/offline/package/contents';

// eSpeak NG in the browser: the package's copy of the espeak-ng npm module (Emscripten, GPL-3.0-or-later), one
// fresh instance per utterance (the program is not re-entrant), the compiled WebAssembly module shared, utterances
// one at a time. Each returns a WAV file, which the speech player decodes and plays through the lip-sync analyser.

interface EspeakModule {
  FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string): void };
}
type EspeakFactory = (options: {
  arguments: string[];
  print?: (line: string) => void;
  printErr?: (line: string) => void;
  preRun?: Array<(module: EspeakModule) => void>;
  instantiateWasm?: (
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => object,
  ) => object;
}) => Promise<EspeakModule>;

let compiled: Promise<WebAssembly.Module> | null = null;
let factory: Promise<EspeakFactory> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function wasmModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const url = new URL(PACKAGE_FILES.espeakWasm, location.href);
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch {
      // A server (or file cache) that does not say application/wasm.
      return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
    }
  })();
  return compiled;
}

function espeakFactory(): Promise<EspeakFactory> {
  // Loaded at run time from the package, not bundled: it stays the npm module's own file (its licence, its source).
  const url = new URL(PACKAGE_FILES.espeakScript, location.href).href;
  factory ??= import(/* webpackIgnore: true */ url).then(
    (loaded: { default: EspeakFactory }) => loaded.default,
  );
  return factory;
}

/** Starts compiling the module (1.4–3 MB: the package's language only) early (at the start screen), so the first answer does not wait for it. */
export function warmUpEspeak(): Promise<unknown> {
  return Promise.all([wasmModule(), espeakFactory()]);
}

/** The session's pitch (0–100) and speed (0.5–2) as eSpeak's flags, as the server maps them (espeak-flags.ts). */
export function espeakArguments(voice: { espeakVoice: string; pitch: number; speed: number }): string[] {
  const pitch = Math.min(99, Math.round(voice.pitch * 0.99));
  const wpm = Math.min(450, Math.max(80, Math.round(175 * voice.speed)));
  return ['-v', voice.espeakVoice, '-p', String(pitch), '-s', String(wpm), '-a', '100'];
}

export function synthesize(text: string, voice: { espeakVoice: string; pitch: number; speed: number }) {
  const run = async (): Promise<Uint8Array> => {
    const [ESpeakNg, module] = await Promise.all([espeakFactory(), wasmModule()]);
    const espeak = await ESpeakNg({
      arguments: [...espeakArguments(voice), '-b', '1', '-f', '/in.txt', '-w', '/out.wav'],
      preRun: [(m) => m.FS.writeFile('/in.txt', text)],
      print: () => undefined,
      printErr: () => undefined,
      instantiateWasm: (imports, receive) => {
        void WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
        return {};
      },
    });
    return espeak.FS.readFile('/out.wav');
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
