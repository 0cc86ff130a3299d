import { afterEach, describe, expect, it } from 'vitest';
import { billableSeconds, chargeOf, meteringPrices } from './pricing';

const prices = { minuteFen: 10, premiumVoiceFen: 5 };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 8) + ms);

describe('metering prices', () => {
  afterEach(() => {
    delete process.env.BILLING_MINUTE_PRICE_FEN;
    delete process.env.BILLING_PREMIUM_VOICE_MINUTE_FEN;
  });

  it('count a started second whole, and nothing before the start', () => {
    expect(billableSeconds(at(0), at(60_000))).toBe(60);
    expect(billableSeconds(at(0), at(60_001))).toBe(61);
    expect(billableSeconds(at(5_000), at(0))).toBe(0);
  });

  it('charge a standard corporation per started minute, a premium voice more', () => {
    expect(chargeOf(0, 'standard', false, prices)).toEqual({
      billedMinutes: 0,
      minutePriceFen: 10,
      chargeFen: 0,
    });
    expect(chargeOf(1, 'standard', false, prices)).toEqual({
      billedMinutes: 1,
      minutePriceFen: 10,
      chargeFen: 10,
    });
    expect(chargeOf(60, 'standard', false, prices).chargeFen).toBe(10);
    expect(chargeOf(61, 'standard', false, prices).chargeFen).toBe(20);
    expect(chargeOf(61, 'standard', true, prices)).toEqual({
      billedMinutes: 2,
      minutePriceFen: 15,
      chargeFen: 30,
    });
  });

  it('charge trials, previews and a zero price nothing', () => {
    expect(chargeOf(600, 'trial', true, prices)).toEqual({
      billedMinutes: 0,
      minutePriceFen: 0,
      chargeFen: 0,
    });
    expect(chargeOf(600, 'preview', false, prices).chargeFen).toBe(0);
    expect(chargeOf(600, 'standard', false, { minuteFen: 0, premiumVoiceFen: 0 }).chargeFen).toBe(0);
  });

  it('read the environment: defaults, a value, and a refusal of anything but whole fen', () => {
    expect(meteringPrices()).toEqual({ minuteFen: 10, premiumVoiceFen: 5 });
    process.env.BILLING_MINUTE_PRICE_FEN = '0';
    expect(meteringPrices().minuteFen).toBe(0);
    process.env.BILLING_MINUTE_PRICE_FEN = '1.5';
    expect(() => meteringPrices()).toThrow(/whole number of fen/);
  });
});
