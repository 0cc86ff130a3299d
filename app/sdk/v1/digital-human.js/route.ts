import { sdkScriptAnswer } from '@/features/deploy/server/sdk/script-answer';

// GET /sdk/v1/digital-human.js – the embed SDK (one script tag mounts an application's digital human)
export const GET = sdkScriptAnswer;
