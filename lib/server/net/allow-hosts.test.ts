import { describe, expect, it } from 'vitest';
import { outboundAllowHosts } from './allow-hosts';

describe('outboundAllowHosts', () => {
  it('reads comma-separated host names, case-insensitively, and IP literals', () => {
    const hosts = outboundAllowHosts({ OUTBOUND_ALLOW_HOSTS: ' Models.Internal , 10.0.0.5,[fd00::5],,' });
    expect([...hosts]).toEqual(['models.internal', '10.0.0.5', 'fd00::5']);
  });

  it('is empty when unset', () => expect(outboundAllowHosts({}).size).toBe(0));

  it.each(['https://models.internal', 'models.internal:8443', 'models internal', 'models.internal/v1'])(
    'refuses "%s", which is not a bare host name',
    (entry) => expect(() => outboundAllowHosts({ OUTBOUND_ALLOW_HOSTS: entry })).toThrow(/bare host names/),
  );
});
