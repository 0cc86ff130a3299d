import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharacterListRequest } from '@/features/catalogue/contract/catalogue';
import {
  backgroundListEndpoint,
  characterListEndpoint,
  proportionListEndpoint,
} from '@/features/catalogue/endpoints';
import type { SessionLanguage } from '@/features/sessions/contract';
import { asrListEndpoint, ttsDictionaryEndpoint, ttsEnginesEndpoint } from '@/features/speech/endpoints';
import { webCall } from '@/lib/api-client/web-client';
import { globalSettingsEndpoint, speechSkillTypesEndpoint } from '../endpoints';
import { sessionKeys } from './keys';

// What a session is made of, from the catalogue's and the voices' endpoints (and the session's own defaults).
// The catalogue changes only when the server is updated: fetched once per visit.
const catalogue = { staleTime: Infinity, refetchOnWindowFocus: false } as const;

// GET /conversation-api/character/list – the characters, paged as the spec says (pageIndex 1, pageSize 100000).
export const charactersQuery = (query: CharacterListRequest = {}) =>
  queryOptions({
    queryKey: sessionKeys.characters(query),
    queryFn: () => webCall(characterListEndpoint, { pageIndex: 1, pageSize: 100000, ...query }),
    ...catalogue,
  });
export const useCharacters = (query?: CharacterListRequest) => useQuery(charactersQuery(query));

// GET /conversation-api/background/list – built-in scenes for a character, then the corporation's uploads.
export const backgroundsQuery = (characterCode?: string) =>
  queryOptions({
    queryKey: sessionKeys.backgrounds(characterCode),
    queryFn: () => webCall(backgroundListEndpoint, characterCode ? { characterCode } : {}),
  });
export const useBackgrounds = (characterCode?: string) => useQuery(backgroundsQuery(characterCode));

// POST /conversation-api/tts/dictionaryList – the voices of every engine offered (spec: synthesis engine dictionary).
export const voicesQuery = (language?: SessionLanguage) =>
  queryOptions({
    queryKey: sessionKeys.voices({ language }),
    queryFn: () => webCall(ttsDictionaryEndpoint, language ? { language } : {}),
    ...catalogue,
  });
export const useVoices = (language?: SessionLanguage) => useQuery(voicesQuery(language));

// GET /management/ttsModel/queryTtsOneLevelTypeList – the engines.
export const useTtsEngines = () =>
  useQuery({
    queryKey: sessionKeys.engines,
    queryFn: () => webCall(ttsEnginesEndpoint),
    ...catalogue,
  });

// GET /management/proportion/queryProportionList – 16:9 (default), 9:16, 4:3, 1:1.
export const useProportions = () =>
  useQuery({
    queryKey: sessionKeys.proportions,
    queryFn: () => webCall(proportionListEndpoint),
    ...catalogue,
  });

// GET /management/speechSkill/queryAsrList – the speech recognition options.
export const useAsrOptions = () =>
  useQuery({
    queryKey: sessionKeys.asr,
    queryFn: () => webCall(asrListEndpoint),
    ...catalogue,
  });

// GET /management/speechSkill/queryTypeList – the speech-skill (script) types.
export const useSpeechSkillTypes = () =>
  useQuery({
    queryKey: sessionKeys.skillTypes,
    queryFn: () => webCall(speechSkillTypesEndpoint),
    ...catalogue,
  });

// GET /management/globalSet/queryGlobalSet – languages, limits and the per-language defaultConfig.
export const globalSettingsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.globalSettings,
    queryFn: () => webCall(globalSettingsEndpoint),
    ...catalogue,
  });
export const useGlobalSettings = () => useQuery(globalSettingsQuery());
