import 'server-only';
import type { z } from 'zod';
import type { FaqStatus, faqExportRequest } from '@/features/knowledge/contract';
import type { Db } from '@/lib/server/db/client';
import { fileAnswer, type FileAnswer } from '@/lib/server/http/file-answer';
import type { ApiLang } from '@/lib/server/http/messages';
import { filteredFaqPages } from '../query';
import { headerNames, joinSimilar, sheetTexts, statusWord } from './sheet-columns';
import { streamingSheet, XLSX_TYPE } from './sheet-writer';
import { COLUMN_WIDTHS } from './template';

/** The corporation's items the filters keep, oldest first, in the template's columns: an export imports again. */
export async function exportFaqs(
  db: Db,
  corpId: string,
  filter: z.output<typeof faqExportRequest>,
  lang: ApiLang,
): Promise<FileAnswer> {
  const t = sheetTexts(lang);
  const sheet = streamingSheet(t('sheetName'), headerNames(lang), COLUMN_WIDTHS);
  for await (const page of filteredFaqPages(db, corpId, filter)) {
    for (const { item, categoryName } of page)
      sheet.add([
        item.question,
        item.answer,
        categoryName,
        joinSimilar(item.similarQuestions),
        statusWord(item.status as FaqStatus, lang),
      ]);
  }
  const day = new Date().toISOString().slice(0, 10);
  return fileAnswer({
    body: await sheet.finish(),
    contentType: XLSX_TYPE,
    filename: `${t('exportFile')}-${day}.xlsx`,
  });
}
