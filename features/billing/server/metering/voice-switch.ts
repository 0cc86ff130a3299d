import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { VoiceSwitchDto } from '../../contract/voice-switch';
import { meteringPrices, type Prices } from './pricing';

// The quote behind `ttsModelSwitch/billing`: the same price rule metering applies (minute price, plus the premium
// surcharge for a provider's voice), for the session's voice and the one it would switch to.

/** What the quote reads of the other areas, composed in app/_compose/voice-switch-ports.ts. */
export interface VoiceSwitchPorts {
  /** The voice a session of the corporation is saved with; throws not found for any other session. */
  sessionVoice(db: Db, corpId: string, conversationId: string): Promise<string>;
  /** A provider's voice (premium); undefined when the server offers no such voice. */
  isPremiumVoice(ttsId: string): boolean | undefined;
  /** The corporation is on its trial (its conversations are not charged). */
  onTrial(db: Db, corpId: string): Promise<boolean>;
}

export async function quoteVoiceSwitch(
  db: Db,
  corpId: string,
  input: { conversationId?: string | undefined; ttsId: string },
  ports: VoiceSwitchPorts,
  prices: Prices = meteringPrices(),
): Promise<VoiceSwitchDto> {
  const premium = ports.isPremiumVoice(input.ttsId);
  if (premium === undefined)
    throw new ApiFailure(ApiCode.validation, 'validation', {
      data: { fields: [{ field: 'ttsId', message: 'invalid' }] },
    });
  const priceOf = (ttsId: string, isPremium: boolean) => ({
    ttsId,
    premium: isPremium,
    minutePriceFen: prices.minuteFen + (isPremium ? prices.premiumVoiceFen : 0),
  });
  const to = priceOf(input.ttsId, premium);
  let from: VoiceSwitchDto['from'] = null;
  if (input.conversationId) {
    const saved = await ports.sessionVoice(db, corpId, input.conversationId);
    // A voice the operator no longer offers is spoken by a standard fallback (the runtime's rule): not premium.
    from = priceOf(saved, ports.isPremiumVoice(saved) ?? false);
  }
  return {
    from,
    to,
    changeFen: from ? to.minutePriceFen - from.minutePriceFen : 0,
    premiumVoiceMinuteFen: prices.premiumVoiceFen,
    charged: !(await ports.onTrial(db, corpId)),
  };
}
