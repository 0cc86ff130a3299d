// Times an audition of a 30-character sentence in each language: the first call (a synthesis, and for the very
// first one the engine's start), then the same clip from memory and from the disk cache. Run: npm run bench:tts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAudition } from '@/features/speech/server/tts/audition';
import { createEspeakProvider } from '@/features/speech/server/tts/espeak-provider';
import { createTtsRegistry } from '@/features/speech/server/tts/registry';

const SENTENCES = [
  { ttsId: 'espeak:cmn-f3', text: '欢迎使用数字人平台，我是您的专属智能助手，今天很高兴为您服务' },
  { ttsId: 'espeak:en-us-m3', text: 'Welcome to our digital humans!' },
];

async function time<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-tts-'));
  try {
    const registry = createTtsRegistry([createEspeakProvider()]);
    const audition = createAudition(registry, dir);
    const rows = [];
    for (const sentence of SENTENCES) {
      const [first, clip] = await time(() => audition(sentence));
      const [memory] = await time(() => audition(sentence));
      const [disk] = await time(() => createAudition(registry, dir)(sentence));
      rows.push({
        voice: sentence.ttsId,
        characters: [...sentence.text].length,
        'first call ms': Math.round(first),
        'memory cache ms': Number(memory.toFixed(2)),
        'disk cache ms': Number(disk.toFixed(2)),
        'clip ms': clip.durationMs,
        'clip bytes': clip.audio.length,
      });
    }
    // A voice already warm: what every later uncached audition costs.
    const [warm] = await time(() => audition({ ...SENTENCES[0]!, speed: 1.1 }));
    console.table(rows);
    console.log(`uncached audition once the engine is loaded: ${Math.round(warm)} ms`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// No top-level await: tsx runs this file as CommonJS, like the package it belongs to.
void main();
