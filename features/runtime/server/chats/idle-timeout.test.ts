import { describe, expect, it } from 'vitest';
import { idleTimeoutS } from './idle-timeout';

describe('the idle timeout', () => {
  it('is the operator’s within 30–3600 s, else the default 120 s', () => {
    expect(idleTimeoutS({})).toBe(120);
    expect(idleTimeoutS({ RUNTIME_IDLE_TIMEOUT_S: '30' })).toBe(30);
    expect(idleTimeoutS({ RUNTIME_IDLE_TIMEOUT_S: ' 600 ' })).toBe(600);
    for (const wrong of ['29', '3601', '45.5', 'soon', ''])
      expect(idleTimeoutS({ RUNTIME_IDLE_TIMEOUT_S: wrong }), wrong).toBe(120);
  });
});
