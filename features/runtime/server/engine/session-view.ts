import 'server-only';
import type { KnowledgeQuery, LoadedSession, RuntimePorts, VoiceChoice } from './ports';
import { sessionScripts, type SessionScripts } from './steps/scripts';
import type { ChatProvider } from '../llm/types';

/** What a turn reads of its session, worked out once per turn. */
export interface SessionView {
  session: LoadedSession;
  scripts: SessionScripts;
  voice: VoiceChoice;
  knowledge: KnowledgeQuery;
}

export function sessionView(session: LoadedSession): SessionView {
  const values = session.values;
  const detail = values.detailDto;
  return {
    session,
    scripts: sessionScripts(values.scriptDtoList),
    voice: {
      ttsId: detail.ttsId,
      volume: detail.ttsVolume,
      pitch: detail.ttsPitch,
      speed: detail.ttsSpeedRate,
      language: values.language,
    },
    knowledge: {
      useFaq: values.knowledgeIsUsed,
      categoryIds: values.knowledgeDtoList.map((item) => item.knowledgeId),
      useFiles: values.fileIsUsed,
      fileIds: values.kbConversationDto.fileIds,
    },
  };
}

export interface ModelChoice {
  /** What the trace names: `A`, `B` or `third`. */
  option: string;
  provider: ChatProvider | null;
  /** The session's own prompt for the model. */
  prompt: string;
}

/**
 * The session's large model: its third party when it uses one, else the operator's option A or B it chose; the
 * provider is null when the operator has not configured that option (answers then come from scenes, FAQ and scripts).
 */
export function modelChoice(view: SessionView, models: RuntimePorts['models']): ModelChoice | null {
  const values = view.session.values;
  const settings = values.modelDtoList[0];
  if (values.thirdIsUsed && values.thirdDto)
    return {
      option: 'third',
      provider: models.thirdParty({
        url: values.thirdDto.thirdUrl,
        stream: values.thirdDto.thirdParam.stream,
        sessionId: view.session.id,
        language: values.language,
      }),
      prompt: settings?.prompt ?? '',
    };
  if (!values.dataModelIsUsed || !settings) return null;
  return {
    option: settings.largeModelType,
    provider: models.operator(settings.largeModelType),
    prompt: settings.prompt,
  };
}
