import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_MODELS } from '@/scripts/copy-portrait-models.mjs';
import { PORTRAIT_MODEL_FILES } from './contract';

describe('the portrait models', () => {
  it('are the same three for the server and the browser, and stay small', () => {
    expect([...PORTRAIT_MODELS].sort()).toEqual(Object.values(PORTRAIT_MODEL_FILES).sort());
    const bytes = PORTRAIT_MODELS.flatMap((name) =>
      ['json', 'bin'].map((ext) => statSync(`node_modules/@vladmandic/human/models/${name}.${ext}`).size),
    ).reduce((a, b) => a + b, 0);
    // 4.9 MB today: a model swapped for a heavier one is a decision, not an accident.
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
  });
});
