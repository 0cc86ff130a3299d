import 'server-only';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { espeakFlags } from './espeak-flags';
import { ESPEAK_VOICES } from './espeak-voices';
import { createSerialQueue } from './serial-queue';
import { TtsError, type SynthesisInput, type SynthesisResult, type TtsProvider } from './types';
import { parseWav } from './wav';

// eSpeak NG compiled to WebAssembly with its voice data inside (GPL-3.0): it stays on the server, behind the
// provider interface, and is loaded at run time from node_modules (next.config.mjs keeps it out of the bundles).
const packageDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'espeak-ng');

const store = globalThis as typeof globalThis & {
  __dhEspeak?: { module: Promise<WebAssembly.Module>; queue: ReturnType<typeof createSerialQueue> };
};

/** Compiling the 18 MB module once makes each call's fresh instance cost only its instantiation. */
function shared() {
  store.__dhEspeak ??= {
    module: readFile(path.join(packageDir(), 'dist', 'espeak-ng.wasm')).then((bytes) =>
      WebAssembly.compile(bytes),
    ),
    queue: createSerialQueue(),
  };
  return store.__dhEspeak;
}

function packageVersion(): string {
  try {
    return JSON.parse(readFileSync(path.join(packageDir(), 'package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/**
 * One synthesis is one run of the `espeak-ng` command in a fresh instance: the program is not re-entrant and keeps
 * state between runs. The text goes in as a file rather than an argument, so that a text starting with `-` is not
 * read as an option.
 */
async function runEspeak(args: string[], text: string): Promise<Uint8Array> {
  const [{ default: ESpeakNg }, wasmModule] = await Promise.all([import('espeak-ng'), shared().module]);
  const errors: string[] = [];
  const espeak = await ESpeakNg({
    arguments: [...args, '-b', '1', '-f', '/in.txt', '-w', '/out.wav'],
    preRun: [(module) => module.FS.writeFile('/in.txt', text)],
    print: () => undefined,
    // The runtime's own notice that the program has exited says nothing about the synthesis.
    printErr: (line) => (line.startsWith('program exited') ? undefined : errors.push(line)),
    // Synchronous, so that a failure rejects the run instead of leaving it (and the queue) waiting.
    instantiateWasm: (imports, receiveInstance) =>
      receiveInstance(new WebAssembly.Instance(wasmModule, imports), wasmModule),
  });
  try {
    return espeak.FS.readFile('/out.wav');
  } catch (error) {
    throw new TtsError('engine-failed', `eSpeak NG wrote no audio: ${errors.join(' ')}`, {
      cause: error,
    });
  }
}

export function createEspeakProvider(): TtsProvider {
  const queue = shared().queue;
  return {
    engine: 'espeak',
    fingerprint: `espeak-ng@${packageVersion()}`,
    voices: () => ESPEAK_VOICES,
    synthesize({ text, voice, signal, ...settings }: SynthesisInput): Promise<SynthesisResult> {
      if (voice.engine !== 'espeak')
        return Promise.reject(new TtsError('unknown-voice', `${voice.ttsId} is not an eSpeak voice`));
      return queue.run(async () => {
        if (signal?.aborted) throw new TtsError('aborted', 'synthesis aborted');
        const wav = await runEspeak(['-v', voice.speaker, ...espeakFlags(settings)], text);
        const audio = Buffer.from(wav);
        return { audio, mimeType: 'audio/wav', durationMs: parseWav(audio).durationMs };
      });
    },
  };
}
