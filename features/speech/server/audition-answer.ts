import 'server-only';
import type { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import type { MessageKey } from '@/lib/server/http/messages';
import { log } from '@/lib/server/log';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import type { ttsSynthesisRequest } from '@/features/speech/contract';
import { auditionClip, MAX_AUDITION_TEXT, type AuditionClip } from './tts/audition';
import { TtsError } from './tts/types';

/** A person auditions voice after voice and moves the sliders; a script fetching clips in a loop is stopped. */
export const AUDITION_LIMIT = { keyPrefix: 'tts-audition:user:60s', points: 30, duration: 60 };

/** A refused field: its Validation message beside the field, and the envelope's ApiServer message. */
const fieldFailure = (field: string, message: string, envelope: MessageKey) =>
  new ApiFailure(ApiCode.validation, envelope, { data: { fields: [{ field, message }] } });

/** The engine's refusals as the envelope's translated answers; its failures logged, never shown. */
function failureOf(error: TtsError, input: z.output<typeof ttsSynthesisRequest>): ApiFailure {
  // The speech vendor failed (down, slow, an error, or a page or JSON where audio was due): a gateway's failure.
  if (error.remote && error.code !== 'aborted')
    return new ApiFailure(ApiCode.upstreamFailed, 'voiceServiceFailed');
  switch (error.code) {
    case 'unknown-voice':
      return new ApiFailure(ApiCode.notFound, 'voiceUnknown');
    case 'language-unsupported':
      return input.language === 'en'
        ? fieldFailure('ttsId', 'voiceNotEnglish', 'voiceNotEnglish')
        : fieldFailure('ttsId', 'voiceLanguageUnsupported', 'voiceLanguageUnsupported');
    case 'no-server-synthesis':
      return fieldFailure('ttsId', 'voiceDeviceOnly', 'voiceDeviceOnly');
    case 'text-invalid':
      return fieldFailure(
        'text',
        [...(input.text ?? '')].length > MAX_AUDITION_TEXT ? 'tooLong' : 'invalid',
        'validation',
      );
    default:
      return new ApiFailure(ApiCode.internal, 'synthesisFailed');
  }
}

/** The audition of `ttsModel/ttsSynthesis`: a WAV clip of the voice with the chosen settings, or a refusal. */
export async function auditionFor(
  userId: string,
  input: z.output<typeof ttsSynthesisRequest>,
  requestId: string,
): Promise<AuditionClip> {
  await consumeAll([[AUDITION_LIMIT, userId]]);
  try {
    return await auditionClip(input);
  } catch (error) {
    if (!(error instanceof TtsError)) throw error;
    const failure = failureOf(error, input);
    if (failure.code === ApiCode.upstreamFailed)
      log.warn(
        { requestId, err: error, ttsId: input.ttsId, vendorStatus: error.vendorStatus ?? null },
        'audition: the voice service failed',
      );
    if (failure.code === ApiCode.internal)
      log.warn({ requestId, err: error, ttsId: input.ttsId }, 'audition synthesis failed');
    throw failure;
  }
}
