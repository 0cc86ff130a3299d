import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SDK_SCRIPT } from '@/features/deploy/server/sdk/script.generated';
import { ApiCode } from '@/lib/contract/codes';
import { bundleSdk, sdkModule } from '@/scripts/build-sdk.mjs';
import { readFileSync } from 'node:fs';

describe('the built SDK', () => {
  it('is the build of the sources as they are (run `npm run build:sdk` after changing them)', async () => {
    const script = await bundleSdk();
    expect(script).toBe(SDK_SCRIPT);
    expect(readFileSync('features/deploy/server/sdk/script.generated.ts', 'utf8')).toBe(
      await sdkModule(script),
    );
  }, 30_000);

  it('stays a few KB gzipped, with no library bundled in', () => {
    expect(gzipSync(SDK_SCRIPT, { level: 9 }).byteLength).toBeLessThan(5 * 1024);
    expect(SDK_SCRIPT).not.toMatch(/zod|react/i);
  });

  it('tells apart the platform codes it reads by number', () => {
    expect(SDK_SCRIPT).toContain(String(ApiCode.embedOriginRefused));
    expect(SDK_SCRIPT).toContain(String(ApiCode.embedAppUnavailable));
  });
});
