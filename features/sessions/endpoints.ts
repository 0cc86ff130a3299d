import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { localizedDto, optionDto } from '@/lib/contract/languages';
import { pageOf } from '@/lib/contract/paging';
import {
  conversationIdRequest,
  createConversationRequest,
  defaultConfigsDto,
  globalSettingsDto,
  optionAvailabilityDto,
  renameSessionRequest,
  robotImageRequest,
  scriptDto,
  sessionDto,
  sessionInput,
  sessionPaths,
  sessionQueryRequest,
  sessionStatusRequest,
  sessionSummaryDto,
  shareUrlDto,
  speechSkillListRequest,
  updateSessionRequest,
} from './contract';

// The sessions area's endpoints (spec §7 session service and management API): the route files, the API client and
// `npm run openapi` read these. The catalogue's and the voices' endpoints live with them, not here.

const tag = 'Sessions';
/** A new session counts against the trial's and the plan's limits. */
const limitErrors = [ApiCode.trialEnded, ApiCode.limitReached] as const;

export const addSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: sessionPaths.add,
  summary: 'Publishes a new session (the wizard), subject to the limits',
  tag,
  audience: 'customer',
  input: sessionInput,
  output: sessionDto,
  errors: [...limitErrors],
});

export const createConversationEndpoint = defineEndpoint({
  method: 'POST',
  path: sessionPaths.createConversation,
  summary: "Quick create: a session from a character with its language's defaults, subject to the limits",
  tag,
  audience: 'customer',
  input: createConversationRequest,
  output: sessionDto,
  errors: [...limitErrors],
});

export const copySessionEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.copy,
  summary: 'A copy of a session named "<name> (copy)", subject to the limits',
  description:
    'A write answered to a GET (as spec §7 names it): a cookie call must carry the web-client header.',
  tag,
  audience: 'customer',
  input: conversationIdRequest,
  output: sessionDto,
  errors: [ApiCode.notFound, ApiCode.badOrigin, ...limitErrors],
});

export const sessionByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.byId,
  summary: 'One session, whole, with what the server derives (and its revision)',
  tag,
  audience: 'customer',
  input: conversationIdRequest,
  output: sessionDto,
  errors: [ApiCode.notFound],
});

export const updateSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: sessionPaths.update,
  summary: 'Saves the whole session (the editor)',
  description:
    'Send the `revision` the edit started from: when someone saved the session since, the save answers ' +
    '`sessionChanged` (HTTP 409) with the revision now held, and saving again with that one overwrites.',
  tag,
  audience: 'customer',
  input: updateSessionRequest,
  output: sessionDto,
  errors: [ApiCode.notFound, ApiCode.sessionChanged],
});

export const renameSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: sessionPaths.rename,
  summary: 'Renames a session (the session list)',
  tag,
  audience: 'customer',
  input: renameSessionRequest,
  output: sessionDto,
  errors: [ApiCode.notFound],
});

export const sessionStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: sessionPaths.setStatus,
  summary: 'Publishes a session again or takes it offline (its public pages stop answering)',
  tag,
  audience: 'customer',
  input: sessionStatusRequest,
  output: sessionDto,
  errors: [ApiCode.notFound],
});

export const deleteSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: sessionPaths.remove,
  summary: 'Deletes a session (the sample too, for good)',
  tag,
  audience: 'customer',
  input: conversationIdRequest,
  output: z.null(),
  errors: [ApiCode.notFound],
});

export const querySessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: sessionPaths.query,
  summary: "The corporation's sessions by page, newest change first",
  tag,
  audience: 'customer',
  input: sessionQueryRequest,
  output: pageOf(sessionSummaryDto),
});

export const shareUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.shareUrl,
  summary: 'The share link and the preview paths of a session',
  tag,
  audience: 'customer',
  input: conversationIdRequest,
  output: shareUrlDto,
  errors: [ApiCode.notFound],
});

export const availableLanguagesEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.availableLanguages,
  summary: 'The session languages (zh, en, ja) with their names',
  tag,
  audience: 'customer',
  output: z.array(z.object({ value: z.string(), name: localizedDto, available: z.boolean() })),
});

export const globalSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.globalSet,
  summary: "Languages, limits, each language's defaults and the built-in images",
  tag,
  audience: 'customer',
  output: globalSettingsDto,
});

export const optionAvailabilityEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.optionAvailability,
  summary:
    'Which operator-provided options (models, speech recognition, cloud voices) a session may choose, and why not',
  tag,
  audience: 'customer',
  output: optionAvailabilityDto,
});

// What a new session starts from (spec §3 defaultConfig, the speech-skill scripts).

export const groupBaseListEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.groupBaseList,
  summary: "Each language's defaults for a new session (basic information, scripts, runtime page texts)",
  tag,
  audience: 'customer',
  output: defaultConfigsDto,
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

export const robotImageEndpoint = defineEndpoint({
  method: 'GET',
  path: sessionPaths.robotImage,
  summary: "The session's picture (its character in its scene at its ratio and placement) as a PNG",
  description:
    "Drawn on the server by the same code as the browser's preview, at the video size (1920×1080 for 16:9). " +
    "Anyone may fetch a published session's picture (share cards); an offline one only its corporation. " +
    'Answers an `ETag` by revision and 304 to `If-None-Match`; naming the current `revision` lets caches keep it.',
  tag,
  audience: 'visitor',
  identity: 'optional',
  input: robotImageRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'image/png',
  errors: [ApiCode.notFound],
});
