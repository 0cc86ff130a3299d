import {
  defaultModelType,
  type GlobalSettings,
  type OptionAvailability,
  type SessionInput,
  type SessionLanguage,
} from '../../contract';
import { DEFAULT_PROPORTION, PROPORTIONS } from '@/features/catalogue/contract/catalogue';
import type { SessionDraft } from './draft';
import { languageTexts } from '../session-form/language-switch';
import { withAllScripts } from '../session-form/scripts';
import { builtinPageImages } from './language-defaults';
import { defaultPlacement } from './placement';

/**
 * The whole session the publish form edits: what the draft has chosen over steps 1–3 (and any earlier visit to
 * step 4), the rest from the language's defaults. `personaName` names the persona after the character in a
 * language's terms. The model is one the operator configured (`availability`), never one it has not; with none, or
 * when that is not known, the session answers from scenes, the knowledge base and scripts until the owner picks one.
 */
export function draftValues(
  draft: SessionDraft,
  settings: Pick<GlobalSettings, 'defaultLanguage' | 'defaultConfig' | 'builtinImages' | 'defaultModelCode'>,
  personaName: (language: SessionLanguage) => string | undefined,
  availability: Pick<OptionAvailability, 'models'> | null,
): SessionInput {
  const model = availability ? defaultModelType(availability) : null;
  const language = draft.language ?? settings.defaultLanguage;
  const texts = languageTexts(
    settings.defaultConfig[language],
    draft.pageDto ?? builtinPageImages(settings),
    personaName(language),
  );
  const detail = draft.detailDto ?? {};
  const proportion = detail.proportion ?? DEFAULT_PROPORTION;
  const placement = defaultPlacement(PROPORTIONS[proportion]);
  return {
    conversationName: draft.conversationName ?? '',
    language,
    isFreedom: draft.isFreedom ?? true,
    asrType: draft.asrType ?? 'browser',
    conversationInfoDto: draft.conversationInfoDto ?? texts.conversationInfoDto,
    pageDto: draft.pageDto ?? texts.pageDto,
    scriptDtoList: draft.scriptDtoList ? withAllScripts(draft.scriptDtoList) : texts.scriptDtoList,
    maxConversation: draft.maxConversation ?? texts.maxConversation,
    prologueType: draft.prologueType ?? 'fixed',
    scriptEndType: draft.scriptEndType ?? 'farewell',
    dataModelIsUsed: draft.dataModelIsUsed ?? model !== null,
    modelDtoList:
      draft.modelDtoList ??
      (model
        ? [
            {
              largeModelType: model,
              modelCode: settings.defaultModelCode,
              prompt: '',
              largeName: '',
              plugin: '',
            },
          ]
        : []),
    thirdIsUsed: draft.thirdIsUsed ?? false,
    thirdDto: draft.thirdDto ?? null,
    knowledgeIsUsed: draft.knowledgeIsUsed ?? false,
    knowledgeDtoList: draft.knowledgeDtoList ?? [],
    fileIsUsed: draft.fileIsUsed ?? false,
    kbConversationDto: draft.kbConversationDto ?? { fileIds: [] },
    sceneIsUsed: draft.sceneIsUsed ?? false,
    scene: draft.scene ?? [],
    extendContent: draft.extendContent ?? { unReplyCount: 3, unReplayUsed: 1, unReplyHangUp: 1 },
    detailDto: {
      proportion,
      modelIdType: 'builtin',
      modelId: detail.modelId ?? '',
      humanX: detail.humanX ?? placement.humanX,
      humanY: detail.humanY ?? placement.humanY,
      humanWidth: detail.humanWidth ?? placement.humanWidth,
      humanHeight: detail.humanHeight ?? placement.humanHeight,
      backgroundDto: detail.backgroundDto ?? { type: 'builtin', backgroundId: '' },
      ttsId: detail.ttsId ?? '',
      ttsVolume: detail.ttsVolume ?? 50,
      ttsPitch: detail.ttsPitch ?? 50,
      ttsSpeedRate: detail.ttsSpeedRate ?? 1,
    },
  };
}
