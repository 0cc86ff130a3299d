import { describe, expect, it } from 'vitest';
import { fromChinaInput, toChinaInput } from './contract';

describe('China time fields', () => {
  it('turn 08:00 in Beijing into midnight UTC and back', () => {
    expect(fromChinaInput('2026-12-01T08:00')).toBe('2026-12-01T00:00:00.000Z');
    expect(toChinaInput('2026-11-30T20:30:00.000Z')).toBe('2026-12-01T04:30');
    expect(fromChinaInput('')).toBeNull();
  });
});
