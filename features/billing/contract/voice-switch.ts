import { z } from 'zod';
import { textField } from '@/lib/contract/fields';

// Spec §7 `POST ttsModelSwitch/billing`: what switching a session's voice between the embedded (standard) voices and
// a provider's (premium) voice does to what a minute of its conversations costs. A quote, changing nothing: the
// editor's save makes the switch, and metering prices each conversation by the voice it had (README "Metering").

export const voiceSwitchRequest = z.object({
  /** The session whose voice would change; without it, the price of the voice alone (the creation wizard). */
  conversationId: textField().min(1, 'required').max(100, 'tooLong').optional(),
  /** The voice it would switch to. */
  ttsId: textField().min(1, 'voiceRequired').max(100, 'tooLong'),
});
export type VoiceSwitchRequest = z.input<typeof voiceSwitchRequest>;

const voicePrice = z.object({
  ttsId: z.string(),
  /** A provider's voice: its minutes carry the premium voices' surcharge. */
  premium: z.boolean(),
  /** Per started minute of a standard corporation's conversation with this voice, the surcharge included. */
  minutePriceFen: z.number().int(),
});

export const voiceSwitchDto = z.object({
  /** The session's saved voice; null without a session. */
  from: voicePrice.nullable(),
  to: voicePrice,
  /** What the switch adds per minute (negative: saves); 0 without a session. */
  changeFen: z.number().int(),
  /** The premium voices' surcharge per minute in force. */
  premiumVoiceMinuteFen: z.number().int(),
  /** False for a corporation on its trial: its conversations are metered, not charged, whatever the voice. */
  charged: z.boolean(),
});
export type VoiceSwitchDto = z.infer<typeof voiceSwitchDto>;

export const voiceSwitchPaths = { billing: '/management/ttsModelSwitch/billing' } as const;
