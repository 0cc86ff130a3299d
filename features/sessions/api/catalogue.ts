import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharacterListRequest } from '@/features/catalogue/contract/catalogue';
import {
  backgroundListEndpoint,
  characterListEndpoint,
  proportionListEndpoint,
} from '@/features/catalogue/endpoints';
import { digitalListEndpoint } from '@/features/catalogue/endpoints/user-models';
import { portraitIdOf } from '@/features/catalogue/contract/user-models';
import { portraitPaths } from '@/features/portraits/contract';
import type { PortraitFraming } from '@/lib/portrait/framing';
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

/** One of the corporation's approved portraits, offered as "my characters" beside the cast. */
export interface MyCharacter {
  /** What the session stores as its modelId: `portrait:<model id>`. */
  code: string;
  name: string;
  /** The portrait's photo, for the owner signed in (the cookie carries the login). */
  photoUrl: string;
  /** How a still of it is framed (lib/portrait/framing.ts); absent without a rig. */
  framing?: PortraitFraming;
}

// GET /management/digital/getList?source=own – the corporation's ready portraits; a new approval shows on the next
// visit to the step (not cached for the visit like the cast).
export const myCharactersQuery = () =>
  queryOptions({
    queryKey: sessionKeys.myCharacters,
    queryFn: async (): Promise<MyCharacter[]> =>
      (await webCall(digitalListEndpoint, { source: 'own', pageIndex: 1, pageSize: 100 })).list.map((c) => ({
        code: c.code,
        name: c.name.zh,
        photoUrl: `/api${portraitPaths.photo}?id=${encodeURIComponent(portraitIdOf(c.code) ?? c.code)}`,
        ...(c.framing ? { framing: c.framing } : {}),
      })),
  });
/** `enabled` false where no portrait is shown (a list without portrait sessions): nothing is fetched. */
export const useMyCharacters = (enabled = true) => useQuery({ ...myCharactersQuery(), enabled });

// GET /conversation-api/background/list – built-in scenes for a character, then the corporation's uploads. A
// portrait has no scenes of its own: every scene is offered.
export const backgroundsQuery = (code?: string) => {
  const characterCode = portraitIdOf(code) === null ? code : undefined;
  return queryOptions({
    queryKey: sessionKeys.backgrounds(characterCode),
    queryFn: () => webCall(backgroundListEndpoint, characterCode ? { characterCode } : {}),
  });
};
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
