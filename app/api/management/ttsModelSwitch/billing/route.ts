import { voiceSwitchPorts } from '@/app/_compose/voice-switch-ports';
import { voiceSwitchBillingEndpoint } from '@/features/billing/endpoints/voice-switch';
import { quoteVoiceSwitch } from '@/features/billing/server/metering/voice-switch';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/ttsModelSwitch/billing – what switching a session's voice does to its price per minute
export const POST = apiRoute(voiceSwitchBillingEndpoint, ({ db, identity, input }) =>
  quoteVoiceSwitch(db, identity.corpId, input, voiceSwitchPorts),
);
