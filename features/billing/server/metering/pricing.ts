import 'server-only';

// What a conversation costs (README "Metering and pricing"). A standard corporation pays per started minute of a
// conversation, plus a surcharge per minute when the session speaks with a premium (provider, not embedded) voice;
// a trial corporation's conversations and the owner's own previews in the editor are metered but free. Integer fen.

export const TARIFFS = ['standard', 'trial', 'preview'] as const;
export type Tariff = (typeof TARIFFS)[number];

export const MINUTE_PRICE_DEFAULT_FEN = 10;
export const PREMIUM_VOICE_DEFAULT_FEN = 5;

export interface Prices {
  /** Per started minute of a standard corporation's conversation; 0: metered, not charged. */
  minuteFen: number;
  /** Added per started minute when the session's voice is a provider's (premium) voice. */
  premiumVoiceFen: number;
}

function fenFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of fen, 0 or more (got "${raw}")`);
  return value;
}

export const meteringPrices = (): Prices => ({
  minuteFen: fenFromEnv('BILLING_MINUTE_PRICE_FEN', MINUTE_PRICE_DEFAULT_FEN),
  premiumVoiceFen: fenFromEnv('BILLING_PREMIUM_VOICE_MINUTE_FEN', PREMIUM_VOICE_DEFAULT_FEN),
});

/**
 * Billable seconds: from start to end, a started second counting whole (ceil of the milliseconds). A lost
 * conversation ends at its last heartbeat — its page was gone from then on, and the sweep came later.
 */
export function billableSeconds(startedAt: Date, endedAt: Date): number {
  return Math.max(0, Math.ceil((endedAt.getTime() - startedAt.getTime()) / 1000));
}

export interface Charge {
  billedMinutes: number;
  minutePriceFen: number;
  chargeFen: number;
}

/** Per started minute (ceil of seconds / 60): 61 s is 2 minutes; 0 s is free. */
export function chargeOf(seconds: number, tariff: Tariff, premiumVoice: boolean, prices: Prices): Charge {
  const minutePriceFen = prices.minuteFen + (premiumVoice ? prices.premiumVoiceFen : 0);
  if (tariff !== 'standard' || minutePriceFen === 0)
    return { billedMinutes: 0, minutePriceFen: tariff === 'standard' ? minutePriceFen : 0, chargeFen: 0 };
  const billedMinutes = Math.ceil(seconds / 60);
  return { billedMinutes, minutePriceFen, chargeFen: billedMinutes * minutePriceFen };
}

/** The prices as the customer's records page states them. */
export function usagePrices() {
  const prices = meteringPrices();
  return {
    minutePriceFen: prices.minuteFen,
    premiumVoiceMinuteFen: prices.premiumVoiceFen,
    trialCharged: false,
  };
}
