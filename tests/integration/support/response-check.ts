import { afterEach } from 'vitest';

// The route wrapper checks every answer against its endpoint's output schema when DH_CHECK_RESPONSES is set
// (vitest.config.mts) and keeps each mismatch here: a test fails on one even when it never looks at the answer.
const MISMATCHES = Symbol.for('dh.responseMismatches');

afterEach(() => {
  const store = globalThis as Record<symbol, string[] | undefined>;
  const found = store[MISMATCHES] ?? [];
  store[MISMATCHES] = [];
  if (found.length) throw new Error(`Answers outside their schemas:\n${found.join('\n')}`);
});
