import type { SessionDto, UpdateSessionRequest } from '@/features/sessions/contract';
import { withAllScripts } from '../session-form/scripts';

/** The editor's values: what the owner sets of a loaded session, without what the server derives from it. */
export function toFormValues(session: SessionDto): UpdateSessionRequest {
  const { detailDto: d } = session;
  return {
    conversationId: session.conversationId,
    // The save names the revision it started from: over someone else's newer save it is refused (409).
    revision: session.revision,
    conversationName: session.conversationName,
    language: session.language,
    isFreedom: session.isFreedom,
    asrType: session.asrType,
    conversationInfoDto: session.conversationInfoDto,
    pageDto: session.pageDto,
    scriptDtoList: withAllScripts(session.scriptDtoList),
    maxConversation: session.maxConversation,
    prologueType: session.prologueType,
    scriptEndType: session.scriptEndType,
    dataModelIsUsed: session.dataModelIsUsed,
    modelDtoList: session.modelDtoList,
    thirdIsUsed: session.thirdIsUsed,
    thirdDto: session.thirdDto,
    knowledgeIsUsed: session.knowledgeIsUsed,
    knowledgeDtoList: session.knowledgeDtoList,
    fileIsUsed: session.fileIsUsed,
    kbConversationDto: session.kbConversationDto,
    sceneIsUsed: session.sceneIsUsed,
    scene: session.scene,
    extendContent: session.extendContent,
    detailDto: {
      proportion: d.proportion,
      modelIdType: d.modelIdType,
      modelId: d.modelId,
      humanX: d.humanX,
      humanY: d.humanY,
      humanWidth: d.humanWidth,
      humanHeight: d.humanHeight,
      backgroundDto: { type: d.backgroundDto.type, backgroundId: d.backgroundDto.backgroundId },
      ttsId: d.ttsId,
      ttsVolume: d.ttsVolume,
      ttsPitch: d.ttsPitch,
      ttsSpeedRate: d.ttsSpeedRate,
    },
  };
}
