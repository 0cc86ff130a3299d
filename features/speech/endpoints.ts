import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { optionDto } from '@/lib/contract/languages';
import { speechPaths, ttsEngineDto, ttsModelListRequest, ttsSynthesisRequest, voiceDto } from './contract';

// The voices' endpoints (spec §7 tts, ttsModel, speechSkill recognizers): the route files, the API client and
// `npm run openapi` read these.

const tag = 'Voices';

export const ttsDictionaryEndpoint = defineEndpoint({
  method: 'POST',
  path: speechPaths.ttsDictionary,
  summary: 'The voices of every engine offered, by language and engine',
  tag,
  audience: 'customer',
  input: ttsModelListRequest,
  output: z.array(voiceDto),
});

export const ttsModelListEndpoint = defineEndpoint({
  method: 'GET',
  path: speechPaths.ttsModelList,
  summary: 'The voices offered, by language and engine',
  tag,
  audience: 'customer',
  input: ttsModelListRequest,
  output: z.array(voiceDto),
});

export const ttsEnginesEndpoint = defineEndpoint({
  method: 'GET',
  path: speechPaths.ttsOneLevelTypes,
  summary: 'The voice engines this server offers',
  tag,
  audience: 'customer',
  output: z.array(ttsEngineDto),
});

export const ttsSynthesisEndpoint = defineEndpoint({
  method: 'POST',
  path: speechPaths.ttsSynthesis,
  summary: 'Audition a voice: a WAV clip of a sentence read with the chosen volume, pitch and speed',
  description:
    'Answers the audio itself (`x-audio-duration-ms` gives its length); a refusal answers the usual envelope.',
  tag,
  audience: 'customer',
  input: ttsSynthesisRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'audio/wav',
  errors: [ApiCode.notFound, ApiCode.rateLimited, ApiCode.upstreamFailed],
});

export const asrListEndpoint = defineEndpoint({
  method: 'GET',
  path: speechPaths.asrList,
  summary: "Speech recognition: the visitor's browser, and the server's once the operator has configured one",
  tag,
  audience: 'customer',
  output: z.array(optionDto),
});
