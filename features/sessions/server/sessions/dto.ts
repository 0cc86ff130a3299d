import 'server-only';
import type { SessionDto, SessionStatus, SessionSummary, SessionValues } from '@/features/sessions/contract';
import { PROPORTIONS } from '@/features/catalogue/contract/catalogue';
import type { sessions } from '@/features/sessions/server/tables';
import type { References } from './references';
import { robotImageUrl } from '../robot-image/url';

export type SessionRow = typeof sessions.$inferSelect;

export const sessionValues = (row: SessionRow) => row.config as SessionValues;

/** Names shown for a session follow its language; a Japanese session reads the Chinese ones (kanji). */
const pick = (name: { zh: string; en: string }, language: SessionValues['language']) =>
  language === 'en' ? name.en : name.zh;

/** The owner's values plus what the server derives from them (spec §3 detailDto). */
export function toSessionDto(row: SessionRow, refs: References): SessionDto {
  const values = sessionValues(row);
  const detail = values.detailDto;
  const { videoWidth, videoHeight } = PROPORTIONS[detail.proportion];
  return {
    ...values,
    conversationId: row.id,
    status: row.status as SessionStatus,
    shareCode: row.shareCode,
    sample: row.sample,
    revision: row.revision,
    detailDto: {
      ...detail,
      id: row.id,
      videoWidth,
      videoHeight,
      modelName: refs.character ? pick(refs.character.name, values.language) : detail.modelId,
      sceneType: detail.backgroundDto.type,
      samplePictureUrl: robotImageUrl(row.id, row.revision),
      humanProportion: detail.humanHeight / videoHeight,
      ttsName: refs.voice ? pick(refs.voice.name, values.language) : detail.ttsId,
      ttsSource: refs.voice?.engine ?? '',
      ttsSpeaker: refs.voice?.speaker ?? '',
      backgroundDto: {
        ...detail.backgroundDto,
        url: refs.background?.url ?? null,
        name: refs.background?.name ?? {
          zh: detail.backgroundDto.backgroundId,
          en: detail.backgroundDto.backgroundId,
        },
      },
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSessionSummary(row: SessionRow, backgroundUrl: string | null): SessionSummary {
  const values = sessionValues(row);
  const detail = values.detailDto;
  return {
    conversationId: row.id,
    conversationName: row.name,
    language: values.language,
    status: row.status as SessionStatus,
    shareCode: row.shareCode,
    sample: row.sample,
    proportion: detail.proportion,
    characterCode: row.characterCode,
    background: { ...detail.backgroundDto, url: backgroundUrl },
    humanX: detail.humanX,
    humanY: detail.humanY,
    humanWidth: detail.humanWidth,
    humanHeight: detail.humanHeight,
    ...PROPORTIONS[detail.proportion],
    updatedAt: row.updatedAt.toISOString(),
    pictureUrl: robotImageUrl(row.id, row.revision, 480),
  };
}
