import { z } from 'zod';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { optionDto, SESSION_LANGUAGES } from '@/lib/contract/languages';
import { defaultConfigDto, scriptDto, sessionPaths, speechSkillListRequest } from '../contract';

// What a new session starts from (spec §3 defaultConfig, the speech-skill scripts): the route files, the API client
// and `npm run openapi` read these.

const tag = 'Sessions';

export const groupBaseListEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.groupBaseList,
  summary: "Each language's defaults for a new session (basic information, scripts, runtime page texts)",
  tag,
  audience: 'customer',
  output: z.record(z.enum(SESSION_LANGUAGES), defaultConfigDto),
});

export const speechSkillTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.speechSkillTypes,
  summary: 'The script types (wake word, prologue, farewell, …) with their names',
  tag,
  audience: 'customer',
  output: z.array(optionDto),
});

export const speechSkillListEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.speechSkillList,
  summary: 'The default scripts of a language, one per script type',
  tag,
  audience: 'customer',
  input: speechSkillListRequest,
  output: z.array(scriptDto),
});
