import { describe, expect, it } from 'vitest';
import { runtimePatterns } from './route-table';
import { runtimeTargetOf } from './runtime-target';

describe('the target of a runtime page', () => {
  it('is the share code, session or application the page names, on either device', () => {
    expect(runtimeTargetOf('/p/AbC_d-9')).toEqual({ kind: 'share', key: 'AbC_d-9' });
    expect(runtimeTargetOf('/mobile/p/xyz')).toEqual({ kind: 'share', key: 'xyz' });
    expect(runtimeTargetOf('/userPreview/s-1')).toEqual({ kind: 'session', key: 's-1' });
    expect(runtimeTargetOf('/mobile/userPreview/s-1')).toEqual({ kind: 'session', key: 's-1' });
    expect(runtimeTargetOf('/collection/preview/app_1')).toEqual({ kind: 'app', key: 'app_1' });
    expect(runtimeTargetOf('/collection/preview/a%20b')).toEqual({ kind: 'app', key: 'a b' });
  });

  it("is none for the owner's preview, other pages, and a segment that does not decode", () => {
    expect(runtimeTargetOf('/preview/s-1')).toBeNull();
    expect(runtimeTargetOf('/mobile/preview/s-1')).toBeNull();
    expect(runtimeTargetOf('/p/a/b')).toBeNull();
    expect(runtimeTargetOf('/dashboard')).toBeNull();
    expect(runtimeTargetOf('/mobile/collection/preview/app_1')).toBeNull();
    expect(runtimeTargetOf('/p/%E0%A4%A')).toBeNull();
  });

  it('covers every runtime page but the preview', () => {
    const named = runtimePatterns.filter((pattern) => runtimeTargetOf(pattern.replace(':x', 'k')) !== null);
    expect(named).toEqual(
      runtimePatterns.filter(
        (pattern) => !pattern.endsWith('/preview/:x') || pattern.startsWith('/collection'),
      ),
    );
  });
});
