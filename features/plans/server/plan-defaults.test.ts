import { describe, expect, it } from 'vitest';
import { effectiveLimits, planDefaults } from './plan-defaults';

describe('plan defaults', () => {
  it('give a trial its caps and a standard corporation no sessions cap', () => {
    expect(planDefaults('trial', {})).toEqual({
      sessions: 2,
      digitalHumans: 10,
      concurrency: 2,
      faqItems: 100_000,
      documents: null,
    });
    expect(planDefaults('standard', {})).toMatchObject({ sessions: null, concurrency: 10 });
    expect(planDefaults('something-new', {})).toEqual(planDefaults('standard', {}));
  });

  it('keep the environment overrides: RUNTIME_STANDARD_CONCURRENCY and KNOWLEDGE_FAQ_MAX', () => {
    const env = { RUNTIME_STANDARD_CONCURRENCY: ' 250 ', KNOWLEDGE_FAQ_MAX: '3' };
    expect(planDefaults('standard', env)).toMatchObject({ concurrency: 250, faqItems: 3 });
    // The trial's concurrency is the trial's whatever the standard plan's.
    expect(planDefaults('trial', env)).toMatchObject({ concurrency: 2, faqItems: 3 });
    for (const bad of ['0', '-4', '2.5', 'many', ''])
      expect(
        planDefaults('standard', { RUNTIME_STANDARD_CONCURRENCY: bad, KNOWLEDGE_FAQ_MAX: bad }),
      ).toMatchObject({
        concurrency: 10,
        faqItems: 100_000,
      });
  });
});

describe('effective limits', () => {
  const defaults = planDefaults('trial', {});

  it('are the defaults without overrides', () => {
    expect(effectiveLimits(defaults, {})).toEqual({ limits: defaults, overridden: [] });
    expect(effectiveLimits(defaults, { sessions: null, documents: undefined })).toEqual({
      limits: defaults,
      overridden: [],
    });
  });

  it('take each override that is set, zero included, and say which', () => {
    const { limits, overridden } = effectiveLimits(defaults, { sessions: 7, documents: 0, faqItems: null });
    expect(limits).toEqual({ ...defaults, sessions: 7, documents: 0 });
    expect(overridden).toEqual(['sessions', 'documents']);
  });

  it('leave the defaults as they were', () => {
    const copy = { ...defaults };
    effectiveLimits(defaults, { concurrency: 50 });
    expect(defaults).toEqual(copy);
  });
});
