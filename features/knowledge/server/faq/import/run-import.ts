import 'server-only';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { and, eq, inArray } from 'drizzle-orm';
import {
  categoryName,
  DEFAULT_FAQ_MAX_ITEMS,
  faqItemInput,
  IMPORT_COLUMNS,
  type FaqStatus,
  type ImportFailure,
  type ImportType,
} from '@/features/knowledge/contract';
import type { Db } from '@/lib/server/db/client';
import type { ServerLang } from '@/lib/server/i18n';
import { serverTranslator } from '@/lib/server/i18n';
import { JobError } from '@/lib/server/jobs/job-error';
import { fileStore } from '@/lib/server/storage/store';
import { newFileKey } from '@/lib/server/storage/file-key';
import { bumpFaqRevision } from '../../revisions';
import { untrustedFileLimits } from '../../untrusted/limits';
import { knowledgeCategories, knowledgeFaqs } from '../../tables';
import { distinctSimilar } from '../items';
import { lockFaqPlaces } from '../limit';
import { countDataRows, sheetRows, type OpenUpload, type SheetRow } from './read-sheet';
import { isTemplateHeader, parseStatus, sheetTexts, splitSimilar, type ImportColumn } from './sheet-columns';
import { streamingSheet, XLSX_TYPE } from './sheet-writer';

/** Rows stored per transaction: each batch commits, bumps the revision and reports progress. */
export const IMPORT_BATCH_ROWS = 500;
/** Failures listed in the result; the failures file holds them all. */
export const LISTED_FAILURES = 100;

export interface FaqImportInput {
  corpId: string;
  /** The upload in the file store: `….xlsx` or `….csv`, as checked when it was received. */
  storageKey: string;
  /** The language of the failure messages and the failures file. */
  lang: ServerLang;
  /**
   * FAQ items the corporation may hold, as the plans area said when the import was asked (null: no cap; absent in
   * jobs queued before it was recorded: the default cap).
   */
  faqCap?: number | null;
}

export interface FaqImportProgress {
  processed: number;
  total: number;
  imported: number;
  failed: number;
}

/**
 * What a stopped import needs to go on where it was: saved in the transaction of each batch, so it always matches
 * the rows stored. Every failure is kept (as `row<TAB>reason<TAB>column` lines, compact even for a file of bad
 * rows), so that the listed failures and the failures file of a resumed import are those of the whole file.
 */
export interface FaqImportCheckpoint extends FaqImportProgress {
  /** The last sheet row whose outcome is stored. */
  afterRow: number;
  failures: string;
}

export interface FaqImportOptions {
  /** After each batch (and once the rows are counted), for progress bars. */
  onProgress?: (progress: FaqImportProgress) => Promise<void>;
  /** Checked between batches: the import stops there, its last checkpoint saved. */
  signal?: AbortSignal;
  /** Where an earlier run of this import stopped. */
  resume?: FaqImportCheckpoint | null;
  /** Called in each batch's transaction. */
  saveCheckpoint?: (tx: Db, checkpoint: FaqImportCheckpoint) => Promise<void>;
}

export interface FaqImportResult {
  imported: number;
  failed: number;
  failures: ImportFailure[];
  /** Storage key of the failures workbook, when rows failed. */
  failureFileKey: string | null;
}

interface Candidate {
  row: SheetRow;
  question: string;
  answer: string;
  category: string;
  similarQuestions: string[];
  status: FaqStatus;
}

interface RowFailure {
  row: SheetRow;
  reason: string;
  column?: ImportColumn;
}

const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  question: 'question',
  answer: 'answer',
  similarQuestions: 'similarQuestions',
  status: 'status',
};

/** A zod issue's message is a Validation key; zod's own texts count as `invalid`. */
const reasonOf = (message: string) => (/^[A-Za-z]+$/.test(message) ? message : 'invalid');

/** One row checked against the rules of the API's create call; the category is checked by name here. */
function checkRow(row: SheetRow): Candidate | RowFailure {
  const cell = (column: ImportColumn) => row.cells[IMPORT_COLUMNS.indexOf(column)] ?? '';
  const status = parseStatus(cell('status'));
  const parsed = faqItemInput.safeParse({
    question: cell('question'),
    answer: cell('answer'),
    categoryId: 'by-name',
    status: status ?? 'valid',
    similarQuestions: splitSimilar(cell('similarQuestions')),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { row, reason: reasonOf(issue.message), column: COLUMN_OF_FIELD[String(issue.path[0])] };
  }
  const category = categoryName.safeParse(cell('category'));
  if (!category.success) {
    const message = category.error.issues[0]!.message;
    return {
      row,
      reason: message === 'required' ? 'categoryRequired' : reasonOf(message),
      column: 'category',
    };
  }
  if (status === null) return { row, reason: 'statusInvalid', column: 'status' };
  const { question, answer, similarQuestions } = parsed.data;
  return {
    row,
    question,
    answer,
    category: category.data,
    similarQuestions: distinctSimilar(question, similarQuestions),
    status,
  };
}

const isFailure = (checked: Candidate | RowFailure): checked is RowFailure => 'reason' in checked;

type FailureRecord = { row: number; reason: string; column?: ImportColumn };

const encodeFailure = ({ row, reason, column }: FailureRecord) => `${row}\t${reason}\t${column ?? ''}`;

function decodeFailures(text: string): Map<number, FailureRecord> {
  const failures = new Map<number, FailureRecord>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [row, reason, column] = line.split('\t');
    failures.set(Number(row), {
      row: Number(row),
      reason: reason!,
      ...(column ? { column: column as ImportColumn } : {}),
    });
  }
  return failures;
}

/**
 * Imports FAQ items from a spreadsheet of the template's columns for one corporation: each row checked like an
 * item created by the API (categories by name, made when new), duplicates refused (within the file and against
 * the knowledge base), the cap kept. Rows are stored in batches of IMPORT_BATCH_ROWS, each its own transaction,
 * with the event loop free between them. Failed rows are listed with their reasons and written to a workbook.
 * Given a checkpoint, the rows up to it are read again only to rebuild what the rest needs (the questions seen,
 * the failures file); nothing of them is stored twice.
 */
export async function runFaqImport(
  db: Db,
  input: FaqImportInput,
  { onProgress, signal, resume, saveCheckpoint }: FaqImportOptions = {},
): Promise<FaqImportResult> {
  const { corpId, lang } = input;
  const faqCap = input.faqCap === undefined ? DEFAULT_FAQ_MAX_ITEMS : input.faqCap;
  const type: ImportType = input.storageKey.endsWith('.csv') ? 'csv' : 'xlsx';
  const open: OpenUpload = async () => {
    const stored = await fileStore().get(input.storageKey);
    if (!stored) throw new JobError('importTypeInvalid', { retry: false });
    return Readable.fromWeb(stored.body as NodeReadableStream<Uint8Array>);
  };
  // Rows past this are not read at all: a file of a million rows neither runs for long nor fills the failures.
  const maxRows = untrustedFileLimits().importMaxRows;
  const total = resume?.total ?? (await countDataRows(type, open, maxRows));
  const t = sheetTexts(lang);
  const validation = serverTranslator(lang, 'Validation');
  const progress: FaqImportProgress = {
    processed: resume?.processed ?? 0,
    total,
    imported: resume?.imported ?? 0,
    failed: resume?.failed ?? 0,
  };
  const afterRow = resume?.afterRow ?? 0;
  const earlier = decodeFailures(resume?.failures ?? '');
  let failureLines = resume?.failures ?? '';
  const failures: ImportFailure[] = [];
  const seen = new Set<string>();
  const categoryIds = new Map<string, string>();
  let header: string[] | null = null;
  let failuresFile: ReturnType<typeof streamingSheet> | null = null;
  await onProgress?.({ ...progress });

  /** Lists the failure and writes its row to the failures file; `counted` when an earlier run counted it. */
  const record = (row: SheetRow, { reason, column }: FailureRecord, counted = false) => {
    // Only the row limit's message has a value to fill in.
    const text = validation(reason as Parameters<typeof validation>[0], { max: maxRows });
    const message = column ? t('failureMessage', { column: t(`columns.${column}`), reason: text }) : text;
    if (!counted) {
      progress.failed += 1;
      failureLines += `${encodeFailure({ row: row.row, reason, column })}\n`;
    }
    if (failures.length < LISTED_FAILURES)
      failures.push({ row: row.row, reason, ...(column ? { column } : {}), message });
    failuresFile ??= streamingSheet(t('failuresSheetName'), [...header!, t('reason')]);
    failuresFile.add([...header!.map((_, i) => row.cells[i] ?? ''), message]);
  };

  // A chunk of rows is checked, then its good rows stored; its failures of both kinds are recorded in row order,
  // and the checkpoint saved with the rows.
  let batch: Candidate[] = [];
  let chunkFailures: RowFailure[] = [];
  let chunkRows = 0;
  let lastRow = afterRow;
  const flush = async () => {
    const finish = async (tx: Db, failed: RowFailure[], inserted: number) => {
      progress.imported += inserted;
      progress.processed += chunkRows;
      for (const { row, reason, column } of sortByRow([...chunkFailures, ...failed]))
        record(row, { row: row.row, reason, column });
      await saveCheckpoint?.(tx, { ...progress, afterRow: lastRow, failures: failureLines });
    };
    if (batch.length > 0) await storeBatch(db, corpId, faqCap, batch, categoryIds, finish);
    else await finish(db, [], 0);
    batch = [];
    chunkFailures = [];
    chunkRows = 0;
  };

  let dataRows = 0;
  /** The first row past the limit, when there is one: it says in the failures that the rest was not read. */
  let beyond: SheetRow | null = null;
  for await (const row of sheetRows(type, open)) {
    if (!header) {
      if (!isTemplateHeader(row.cells)) throw new JobError('importHeaderInvalid', { retry: false });
      header = headerOf(row.cells);
      continue;
    }
    dataRows += 1;
    if (dataRows > maxRows) {
      beyond = row;
      break;
    }
    const checked = checkRow(row);
    const duplicate = !isFailure(checked) && seen.has(checked.question);
    if (!isFailure(checked) && !duplicate) seen.add(checked.question);
    if (row.row <= afterRow) {
      // Stored by an earlier run: only its failure, if it had one, goes to this run's list and file.
      const failure = earlier.get(row.row);
      if (failure) record(row, failure, true);
      continue;
    }
    chunkRows += 1;
    lastRow = row.row;
    if (isFailure(checked)) chunkFailures.push(checked);
    else if (duplicate) chunkFailures.push({ row, reason: 'duplicate', column: 'question' });
    else batch.push(checked);
    if (chunkRows >= IMPORT_BATCH_ROWS) {
      await flush();
      await onProgress?.({ ...progress });
      signal?.throwIfAborted();
      // Let requests in between batches: an import never holds the server.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (!header || progress.processed + chunkRows === 0) throw new JobError('importEmpty', { retry: false });
  if (beyond && beyond.row > afterRow) {
    chunkFailures.push({ row: beyond, reason: 'importRowLimit' });
    lastRow = beyond.row;
  } else if (beyond && earlier.has(beyond.row)) record(beyond, earlier.get(beyond.row)!, true);
  await flush();
  await onProgress?.({ ...progress });

  let failureFileKey: string | null = null;
  if (failuresFile) {
    failureFileKey = newFileKey('xlsx');
    const sheet = failuresFile as ReturnType<typeof streamingSheet>;
    await fileStore().put(failureFileKey, await sheet.finish(), XLSX_TYPE);
  }
  return { imported: progress.imported, failed: progress.failed, failures, failureFileKey };
}

/** The header as given, cut to the template's columns. */
const headerOf = (cells: string[]) => IMPORT_COLUMNS.map((_, i) => cells[i] ?? '');

/**
 * One batch in one transaction: the corporation's row locked (so the cap holds against parallel creates and
 * imports), questions it already has refused, at most the free places taken, new categories made.
 */
async function storeBatch(
  db: Db,
  corpId: string,
  faqCap: number | null,
  rows: Candidate[],
  categoryIds: Map<string, string>,
  finish: (tx: Db, failed: RowFailure[], inserted: number) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const failed: RowFailure[] = [];
    const { free } = await lockFaqPlaces(tx, corpId, faqCap);
    const existing = new Set(
      (
        await tx
          .select({ question: knowledgeFaqs.question })
          .from(knowledgeFaqs)
          .where(
            and(
              eq(knowledgeFaqs.corpId, corpId),
              inArray(
                knowledgeFaqs.question,
                rows.map((r) => r.question),
              ),
            ),
          )
      ).map((r) => r.question),
    );
    const accepted: Candidate[] = [];
    for (const candidate of rows) {
      if (existing.has(candidate.question))
        failed.push({ row: candidate.row, reason: 'duplicate', column: 'question' });
      else if (accepted.length >= free) failed.push({ row: candidate.row, reason: 'faqLimit' });
      else accepted.push(candidate);
    }
    if (accepted.length === 0) return finish(tx, failed, 0);

    await ensureCategories(tx, corpId, new Set(accepted.map((c) => c.category)), categoryIds);
    const stored = await tx
      .insert(knowledgeFaqs)
      .values(
        accepted.map((c) => ({
          id: randomUUID(),
          corpId,
          categoryId: categoryIds.get(c.category)!,
          question: c.question,
          answer: c.answer,
          similarQuestions: c.similarQuestions,
          status: c.status,
        })),
      )
      // A question stored by someone else since the check above is a duplicate too.
      .onConflictDoNothing()
      .returning({ question: knowledgeFaqs.question });
    const storedQuestions = new Set(stored.map((r) => r.question));
    for (const candidate of accepted)
      if (!storedQuestions.has(candidate.question))
        failed.push({ row: candidate.row, reason: 'duplicate', column: 'question' });
    await bumpFaqRevision(tx, corpId);
    await finish(tx, failed, stored.length);
  });
}

const sortByRow = (failed: RowFailure[]) => failed.sort((a, b) => a.row.row - b.row.row);

/** The ids of the named categories, made when the corporation does not have them yet. */
async function ensureCategories(tx: Db, corpId: string, names: Set<string>, known: Map<string, string>) {
  const missing = [...names].filter((name) => !known.has(name));
  if (missing.length === 0) return;
  await tx
    .insert(knowledgeCategories)
    .values(missing.map((name) => ({ id: randomUUID(), corpId, name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: knowledgeCategories.id, name: knowledgeCategories.name })
    .from(knowledgeCategories)
    .where(and(eq(knowledgeCategories.corpId, corpId), inArray(knowledgeCategories.name, missing)));
  for (const row of rows) known.set(row.name, row.id);
}
