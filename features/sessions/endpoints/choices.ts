import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  choicePaths,
  dialogPlatformDto,
  dialogPlatformListRequest,
  sceneRobotDto,
  sceneRobotListRequest,
  sceneTemplateDto,
  sceneTemplateListRequest,
  speechSkillDto,
  speechSkillPageRequest,
} from '../catalogue-choices';

// What a customer picks from when making a session (spec §7): dialog engines, scene templates, recommended
// character and scene pairs, speech skills by page.

const tag = 'Sessions';

export const dialogPlatformListEndpoint = defineEndpoint({
  method: 'GET',
  path: choicePaths.dialogPlatformList,
  summary:
    'The dialog engines a character can use in a language (modelA, modelB, thirdParty, scriptsOnly), each with availability and why not',
  description:
    'Models A and B are available when the platform operator configured them; a character that does not speak the language can use none (`languageUnsupported`). An unknown characterCode is 40400.',
  tag,
  audience: 'customer',
  input: dialogPlatformListRequest,
  output: z.array(dialogPlatformDto),
  errors: [ApiCode.notFound],
});

export const listSceneEndpoint = defineEndpoint({
  method: 'GET',
  path: choicePaths.listScene,
  summary:
    "Scene templates per industry (bank, hospital, government, retail, education) in the session's language: name, built-in background, prologue and keyword scenes",
  description:
    'GET, though the spec does not name the method: it only reads, takes two query parameters and its answer may be cached. Japanese gets the English texts (the answer says `language`).',
  tag,
  audience: 'customer',
  input: sceneTemplateListRequest,
  output: z.array(sceneTemplateDto),
});

export const sceneRobotListEndpoint = defineEndpoint({
  method: 'GET',
  path: choicePaths.sceneRobotList,
  summary: 'Recommended character and scene pairs from the catalogue, one per industry',
  tag,
  audience: 'customer',
  input: sceneRobotListRequest,
  output: z.array(sceneRobotDto),
});

export const speechSkillPageEndpoint = defineEndpoint({
  method: 'POST',
  path: choicePaths.speechSkillList,
  summary: "The speech skills (a language's default scripts) a page at a time, optionally of one script type",
  description:
    'The spec\'s "speech skill draft list by page". Drafts have no server-side meaning: the editor keeps unsaved speech texts in the form until the session is saved, so this answers the speech skills with paging; the GET of the same path answers the whole list.',
  tag,
  audience: 'customer',
  input: speechSkillPageRequest,
  output: pageOf(speechSkillDto),
});
