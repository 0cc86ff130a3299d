import { describe, expect, it } from 'vitest';
import { localTime } from './local-time';

describe('the export time cells', () => {
  it('write a moment in the named zone', () => {
    expect(localTime('Europe/Berlin')('2026-05-04T08:00:00Z')).toBe('2026-05-04 10:00:00');
    expect(localTime('Asia/Shanghai')('2026-05-04T08:00:00Z')).toBe('2026-05-04 16:00:00');
    expect(localTime('UTC')('2026-05-04T23:30:05Z')).toBe('2026-05-04 23:30:05');
  });
});
