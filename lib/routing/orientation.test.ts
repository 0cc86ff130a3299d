import { describe, expect, it } from 'vitest';
import { ORIENTATION_SWITCH_DELAY_MS, orientationAction } from '@/lib/routing/orientation';

describe('orientationAction (tablet rotation)', () => {
  it('waits 500 ms before acting', () => {
    expect(ORIENTATION_SWITCH_DELAY_MS).toBe(500);
  });

  it('goes to the /mobile twin when turned to portrait, keeping the query', () => {
    expect(orientationAction('/pricing', '?plan=pro', true)).toEqual({
      kind: 'navigate',
      to: '/mobile/pricing?plan=pro',
    });
  });

  it('goes to the desktop twin when turned to landscape', () => {
    expect(orientationAction('/mobile/pricing', '', false)).toEqual({ kind: 'navigate', to: '/pricing' });
    expect(orientationAction('/mobile/retail', '', false)).toEqual({ kind: 'navigate', to: '/industry' });
  });

  it('reloads where the path does not change', () => {
    expect(orientationAction('/mobile/digitalHuman3', '', false)).toEqual({ kind: 'reload' });
    expect(orientationAction('/mobile/pricing', '', true)).toEqual({ kind: 'reload' });
    expect(orientationAction('/preview/abc', '', true)).toEqual({ kind: 'reload' });
    expect(orientationAction('/dashboard/knowledge', '', true)).toEqual({ kind: 'reload' });
  });
});
