import 'server-only';
import type { SessionLanguage } from '../../contract';
import { LARGE_MODEL_TYPES } from '../../contract';
import type {
  DialogPlatformDto,
  SceneIndustry,
  SceneRobotDto,
  SceneTemplateDto,
} from '../../catalogue-choices';
import { optionAvailability } from '../defaults/availability';
import { defaultScripts } from '../defaults/default-scripts';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { toPage, type Page, type PageQuery } from '@/lib/contract/paging';
import type { Script, ScriptType } from '../../contract';
import type { ChoicesCatalogue } from './ports';
import { SCENE_TEMPLATES, textLanguageOf } from './scene-templates';

/**
 * The dialog engines a character can use in a language: the operator's models A and B when configured (the same
 * test the runtime and the editor's options use), a third party (the customer's own endpoint, always possible) and
 * scripts only. A character that does not speak the language can use none of them.
 */
export async function dialogPlatforms(
  db: Db,
  catalogue: ChoicesCatalogue,
  query: { characterCode: string; language: SessionLanguage },
  env: Record<string, string | undefined> = process.env,
): Promise<DialogPlatformDto[]> {
  const character = await catalogue.character(db, query.characterCode);
  if (!character) throw new ApiFailure(ApiCode.notFound, 'characterUnknown');
  const speaks = character.languages.includes(query.language);
  const models = optionAvailability(env).models;
  const state = (configured: boolean): Omit<DialogPlatformDto, 'platform'> =>
    !speaks
      ? { available: false, reason: 'languageUnsupported' }
      : configured
        ? { available: true, reason: null }
        : { available: false, reason: 'notConfigured' };
  return [
    ...LARGE_MODEL_TYPES.map((option) => ({
      platform: `model${option}` as const,
      ...state(models[option].available),
    })),
    { platform: 'thirdParty', ...state(true) },
    { platform: 'scriptsOnly', ...state(true) },
  ];
}

/** The industry scene templates in a session's language, with their scenes' names from the catalogue. */
export async function sceneTemplates(
  db: Db,
  catalogue: ChoicesCatalogue,
  query: { language: SessionLanguage; industry?: SceneIndustry },
): Promise<SceneTemplateDto[]> {
  const language = textLanguageOf(query.language);
  const templates = SCENE_TEMPLATES.filter((t) => !query.industry || t.industry === query.industry);
  const answer: SceneTemplateDto[] = [];
  for (const template of templates) {
    const background = await catalogue.background(db, template.backgroundCode);
    // A scene taken out of the catalogue takes its template with it rather than offer a background that is gone.
    if (!background) continue;
    const texts = template.texts[language];
    answer.push({
      industry: template.industry,
      language,
      name: texts.name,
      background: { type: 'builtin', backgroundId: template.backgroundCode, name: background.name },
      prologue: texts.prologue,
      scenes: texts.scenes,
    });
  }
  return answer;
}

/**
 * Recommended character and scene pairs, one per industry: the industry's scene with the first character on offer
 * that has the scene's style (and speaks the language, when one is asked for).
 */
export async function sceneRobotPairs(
  db: Db,
  catalogue: ChoicesCatalogue,
  query: { language?: SessionLanguage },
): Promise<SceneRobotDto[]> {
  const characters = (await catalogue.characters(db)).filter(
    (c) => !query.language || c.languages.includes(query.language),
  );
  const pairs: SceneRobotDto[] = [];
  for (const template of SCENE_TEMPLATES) {
    const character = characters.find((c) => c.styles.includes(template.style));
    const background = await catalogue.background(db, template.backgroundCode);
    if (!character || !background) continue;
    pairs.push({
      industry: template.industry,
      characterCode: character.code,
      characterName: character.name,
      backgroundId: template.backgroundCode,
      backgroundName: background.name,
    });
  }
  return pairs;
}

/** A language's speech skills (its default scripts), of one type or all, a page at a time. */
export function speechSkillPage(
  query: PageQuery & { language: SessionLanguage; scriptType?: ScriptType },
): Page<Script> {
  const all = defaultScripts(query.language).filter(
    (s) => !query.scriptType || s.scriptType === query.scriptType,
  );
  const start = (query.pageIndex - 1) * query.pageSize;
  return toPage(all.slice(start, start + query.pageSize), all.length, query);
}
