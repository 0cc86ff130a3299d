import 'server-only';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type {
  ConversationRecordDto,
  conversationRecordsRequest,
  exportRecordsRequest,
} from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { fileAnswer, type FileAnswer } from '@/lib/server/http/file-answer';
import type { ApiLang } from '@/lib/server/http/messages';
import { formulaSafeRow } from '@/lib/server/spreadsheet/formula-safe-cell';
import type { RuntimePorts } from '../engine/ports';
import { localTime } from './local-time';
import { allRecords, listRecords } from './records';

/**
 * Transcripts outlive their session (a deleted one's stay with the corporation), so a session id with records of
 * the caller's corporation is enough; one with none must be the caller's own session, else it is not found.
 */
async function requireOwn(ports: Pick<RuntimePorts, 'loadSession'>, corpId: string, sessionId: string) {
  const session = await ports.loadSession({ id: sessionId });
  if (session?.corpId !== corpId) throw new ApiFailure(ApiCode.notFound, 'notFound');
}

/** `GET chat/records`: a session's conversations, newest first, each with its turns. */
export async function recordsOfSession(
  db: Db,
  ports: Pick<RuntimePorts, 'loadSession'>,
  corpId: string,
  input: z.output<typeof conversationRecordsRequest>,
) {
  const page = await listRecords(db, corpId, input.conversationId, input);
  if (page.total === 0) await requireOwn(ports, corpId, input.conversationId);
  return page;
}

const COLUMNS = {
  zh: [
    '会话 ID',
    '入口',
    '开始时间',
    '结束时间',
    '结束原因',
    '轮次',
    '时间',
    '问题',
    '回答',
    '来源',
    '引用文档',
    '被打断',
    '首事件(ms)',
    '首音频(ms)',
    '模型首字(ms)',
  ],
  en: [
    'Chat ID',
    'Entry',
    'Started',
    'Ended',
    'End reason',
    'Turn',
    'Time',
    'Question',
    'Answer',
    'Source',
    'Documents',
    'Interrupted',
    'First event (ms)',
    'First audio (ms)',
    'Model first token (ms)',
  ],
};
const YES_NO = { zh: ['是', '否'], en: ['yes', 'no'] };

/** The time columns of the CSV, which say the zone their times are written in. */
const TIME_COLUMNS = [2, 3, 6];

function header(lang: ApiLang, timeZone: string) {
  return COLUMNS[lang].map((title, i) => (TIME_COLUMNS.includes(i) ? `${title} (${timeZone})` : title));
}

/** A row per turn; a visitor's question can be anything, so every cell is made formula-safe. */
function rows(records: ConversationRecordDto[], lang: ApiLang, timeZone: string) {
  const at = localTime(timeZone);
  return records.flatMap((chat) =>
    chat.turns.map((turn) =>
      formulaSafeRow([
        chat.chatId,
        chat.entry,
        at(chat.startTime),
        chat.endTime ? at(chat.endTime) : '',
        chat.endReason ?? '',
        turn.ordinal,
        at(turn.createTime),
        turn.question,
        turn.answer,
        turn.source,
        turn.sources.map((source) => source.fileName).join('; '),
        YES_NO[lang][turn.interrupted ? 0 : 1],
        turn.timings.firstEventMs ?? '',
        turn.timings.firstAudioMs ?? '',
        turn.timings.modelFirstTokenMs ?? '',
      ]),
    ),
  );
}

/** `GET chat/exportRecords`: every conversation of a session as CSV (one row per turn) or JSON (the records). */
export async function exportRecords(
  db: Db,
  ports: Pick<RuntimePorts, 'loadSession'>,
  corpId: string,
  input: z.output<typeof exportRecordsRequest>,
  lang: ApiLang,
): Promise<FileAnswer> {
  const records = await allRecords(db, corpId, input.conversationId);
  if (records.length === 0) await requireOwn(ports, corpId, input.conversationId);
  const name = `conversation-records-${input.conversationId}`;
  if (input.format === 'json') {
    const body = new TextEncoder().encode(
      JSON.stringify({ conversationId: input.conversationId, records }, null, 2),
    );
    return fileAnswer({ body, contentType: 'application/json; charset=utf-8', filename: `${name}.json` });
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('records');
  const timeZone = input.timeZone ?? 'UTC';
  sheet.addRow(header(lang, timeZone));
  sheet.addRows(rows(records, lang, timeZone));
  const text = new Uint8Array(await workbook.csv.writeBuffer());
  // A byte-order mark makes Excel read the file as UTF-8 (Chinese would be garbled without it).
  const body = new Uint8Array([0xef, 0xbb, 0xbf, ...text]);
  return fileAnswer({ body, contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` });
}
