import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { voiceSwitchDto, voiceSwitchPaths, voiceSwitchRequest } from '../contract/voice-switch';

export const voiceSwitchBillingEndpoint = defineEndpoint({
  method: 'POST',
  path: voiceSwitchPaths.billing,
  summary: "What switching a session's voice between standard and premium does to its price per minute",
  description:
    "A quote that changes nothing: the session's saved voice and the chosen one (`ttsId`), each with its price per " +
    'started minute (a provider’s voice carries `BILLING_PREMIUM_VOICE_MINUTE_FEN` on top of ' +
    '`BILLING_MINUTE_PRICE_FEN`), and the difference. Saving the session makes the switch; each conversation is ' +
    'metered at the voice it had. `charged` is false while the corporation is on its trial (metered, free). ' +
    'Without `conversationId` it prices the voice alone. A session of another corporation is not found; an unknown ' +
    'voice is a validation failure on `ttsId`.',
  tag: 'Billing and orders',
  audience: 'customer',
  input: voiceSwitchRequest,
  output: voiceSwitchDto,
  errors: [ApiCode.notFound],
});
