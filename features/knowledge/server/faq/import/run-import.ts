import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  categoryName,
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
  type: ImportType;
  /** Opens the upload (once to count, once to read). */
  open: OpenUpload;
  /** The language of the failure messages and the failures file. */
  lang: ServerLang;
}

export interface FaqImportProgress {
  processed: number;
  total: number;
  imported: number;
  failed: number;
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

/**
 * Imports FAQ items from a spreadsheet of the template's columns for one corporation: each row checked like an
 * item created by the API (categories by name, made when new), duplicates refused (within the file and against
 * the knowledge base), the cap kept. Rows are stored in batches of IMPORT_BATCH_ROWS, each its own transaction,
 * with the event loop free between them. Failed rows are listed with their reasons and written to a workbook.
 */
export async function runFaqImport(
  db: Db,
  input: FaqImportInput,
  {
    onProgress,
    signal,
  }: { onProgress?: (progress: FaqImportProgress) => Promise<void>; signal?: AbortSignal } = {},
): Promise<FaqImportResult> {
  const { corpId, lang } = input;
  const total = await countDataRows(input.type, input.open);
  const t = sheetTexts(lang);
  const validation = serverTranslator(lang, 'Validation');
  const progress: FaqImportProgress = { processed: 0, total, imported: 0, failed: 0 };
  const failures: ImportFailure[] = [];
  const seen = new Set<string>();
  const categoryIds = new Map<string, string>();
  let header: string[] | null = null;
  let failuresFile: ReturnType<typeof streamingSheet> | null = null;

  const record = ({ row, reason, column }: RowFailure) => {
    const text = validation(reason as Parameters<typeof validation>[0]);
    const message = column ? t('failureMessage', { column: t(`columns.${column}`), reason: text }) : text;
    progress.failed += 1;
    if (failures.length < LISTED_FAILURES)
      failures.push({ row: row.row, reason, ...(column ? { column } : {}), message });
    failuresFile ??= streamingSheet(t('failuresSheetName'), [...header!, t('reason')]);
    failuresFile.add([...header!.map((_, i) => row.cells[i] ?? ''), message]);
  };

  // A chunk of rows is checked, then its good rows stored; its failures of both kinds are recorded in row order.
  let batch: Candidate[] = [];
  let chunkFailures: RowFailure[] = [];
  let chunkRows = 0;
  const flush = async () => {
    const stored = batch.length > 0 ? await storeBatch(db, corpId, batch, categoryIds) : null;
    progress.imported += stored?.inserted ?? 0;
    for (const failure of sortByRow([...chunkFailures, ...(stored?.failed ?? [])])) record(failure);
    progress.processed += chunkRows;
    batch = [];
    chunkFailures = [];
    chunkRows = 0;
  };

  for await (const row of sheetRows(input.type, input.open)) {
    if (!header) {
      if (!isTemplateHeader(row.cells)) throw new JobError('importHeaderInvalid', { retry: false });
      header = headerOf(row.cells);
      continue;
    }
    chunkRows += 1;
    const checked = checkRow(row);
    if (isFailure(checked)) chunkFailures.push(checked);
    else if (seen.has(checked.question)) chunkFailures.push({ row, reason: 'duplicate', column: 'question' });
    else {
      seen.add(checked.question);
      batch.push(checked);
    }
    if (chunkRows >= IMPORT_BATCH_ROWS) {
      await flush();
      await onProgress?.({ ...progress });
      signal?.throwIfAborted();
      // Let requests in between batches: an import never holds the server.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (!header || progress.processed + chunkRows === 0) throw new JobError('importEmpty', { retry: false });
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
  rows: Candidate[],
  categoryIds: Map<string, string>,
): Promise<{ inserted: number; failed: RowFailure[] }> {
  return db.transaction(async (tx) => {
    const failed: RowFailure[] = [];
    const { free } = await lockFaqPlaces(tx, corpId);
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
    if (accepted.length === 0) return { inserted: 0, failed };

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
    return { inserted: stored.length, failed };
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
