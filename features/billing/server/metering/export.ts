import 'server-only';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { USAGE_EXPORT_MAX_ROWS, type usageExportRequest } from '@/features/billing/contract/usage';
import type { Db } from '@/lib/server/db/client';
import { fileAnswer, type FileAnswer } from '@/lib/server/http/file-answer';
import type { ApiLang } from '@/lib/server/http/messages';
import { formulaSafeRow } from '@/lib/server/spreadsheet/formula-safe-cell';
import { callDetails, usageByApp, usageByDay, usageBySession } from './records';

// The records as an .xlsx workbook: the same rows as the pages (at most 10,000), money in yuan with two decimals,
// times in the viewer's time zone. Names a customer typed (sessions, applications) go through the formula guard.

type ExportQuery = z.output<typeof usageExportRequest>;

const ALL = { pageIndex: 1, pageSize: USAGE_EXPORT_MAX_ROWS };
const yuan = (fen: number) => Math.round(fen) / 100;

const SUMS = {
  zh: ['对话数', '计费秒数', '计费分钟', '费用(元)'],
  en: ['Conversations', 'Billable seconds', 'Billed minutes', 'Charge (CNY)'],
};
const COLUMNS = {
  daily: { zh: ['日期'], en: ['Day'] },
  apps: { zh: ['应用 ID', '应用'], en: ['Application ID', 'Application'] },
  sessions: { zh: ['会话 ID', '会话'], en: ['Session ID', 'Session'] },
  calls: {
    zh: [
      '对话 ID',
      '开始时间',
      '结束时间',
      '计费秒数',
      '计费分钟',
      '单价(元/分钟)',
      '费用(元)',
      '计费方式',
      '高级音色',
      '会话',
      '应用',
    ],
    en: [
      'Conversation ID',
      'Started',
      'Ended',
      'Billable seconds',
      'Billed minutes',
      'Price (CNY/min)',
      'Charge (CNY)',
      'Tariff',
      'Premium voice',
      'Session',
      'Application',
    ],
  },
};
const TARIFF = {
  zh: { standard: '按分钟计费', trial: '试用（免费）', preview: '预览（免费）' },
  en: { standard: 'per minute', trial: 'trial (free)', preview: 'preview (free)' },
};
const YES_NO = { zh: ['是', '否'], en: ['yes', 'no'] };
const NO_APP = { zh: '（无应用）', en: '(no application)' };

function localTime(timeZone: string) {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (iso: string) => format.format(new Date(iso));
}

type Sums = { conversations: number; billableSeconds: number; billedMinutes: number; chargeFen: number };
const sumCells = (row: Sums) => [
  row.conversations,
  row.billableSeconds,
  row.billedMinutes,
  yuan(row.chargeFen),
];

async function rowsOf(db: Db, corpId: string, q: ExportQuery, lang: ApiLang): Promise<unknown[][]> {
  switch (q.view) {
    case 'daily':
      return (await usageByDay(db, corpId, q, ALL)).list.map((r) => [r.day, ...sumCells(r)]);
    case 'apps':
      return (await usageByApp(db, corpId, q, ALL)).list.map((r) => [
        r.appId ?? '',
        r.appName ?? NO_APP[lang],
        ...sumCells(r),
      ]);
    case 'sessions':
      return (await usageBySession(db, corpId, q, ALL)).list.map((r) => [
        r.sessionId,
        r.sessionName,
        ...sumCells(r),
      ]);
    case 'calls': {
      const time = localTime(q.timeZone);
      return (await callDetails(db, corpId, q, ALL)).list.map((r) => [
        r.chatId,
        time(r.startedAt),
        time(r.endedAt),
        r.billableSeconds,
        r.billedMinutes,
        yuan(r.minutePriceFen),
        yuan(r.chargeFen),
        TARIFF[lang][r.tariff],
        YES_NO[lang][r.premiumVoice ? 0 : 1],
        r.sessionName,
        r.appName ?? NO_APP[lang],
      ]);
    }
  }
}

export async function exportUsage(
  db: Db,
  corpId: string,
  q: ExportQuery,
  lang: ApiLang,
): Promise<FileAnswer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(q.view);
  const header = [...COLUMNS[q.view][lang], ...(q.view === 'calls' ? [] : SUMS[lang])];
  sheet.addRow(
    q.view === 'calls' ? header.map((h, i) => (i === 1 || i === 2 ? `${h} (${q.timeZone})` : h)) : header,
  );
  sheet.addRows((await rowsOf(db, corpId, q, lang)).map((row) => formulaSafeRow(row)));
  const body = new Uint8Array(await workbook.xlsx.writeBuffer());
  return fileAnswer({
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `usage-${q.view}-${q.from}-${q.to}.xlsx`,
  });
}
