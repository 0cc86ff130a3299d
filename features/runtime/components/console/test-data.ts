import type { ConversationRecordDto, TurnDto } from '@/features/runtime/contract';

// Answers as the records API gives them, for the console's component tests.

export const turn = (ordinal: number, patch: Partial<TurnDto> = {}): TurnDto => ({
  turnId: `t${ordinal}`,
  chatId: 'c1',
  ordinal,
  question: `Question ${ordinal}?`,
  answer: `Answer ${ordinal}.`,
  source: 'scene',
  interrupted: false,
  timings: { firstEventMs: 12, firstAudioMs: null, modelFirstTokenMs: null },
  sources: [],
  trace: { scripts: [] },
  createTime: '2026-05-04T08:00:00Z',
  ...patch,
});

export const record = (chatId: string, turns: TurnDto[], patch: Partial<ConversationRecordDto> = {}) => ({
  chatId,
  entry: 'preview' as const,
  startTime: '2026-05-04T08:00:00Z',
  endTime: '2026-05-04T08:05:00Z',
  endReason: 'user' as const,
  turns,
  ...patch,
});
