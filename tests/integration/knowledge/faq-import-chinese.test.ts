import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as importRoute } from '@/app/api/management/knowledge/faq/import/route';
import type { ImportJobDto } from '@/features/knowledge/contract';
import { knowledgeCategories, knowledgeFaqs } from '@/features/knowledge/server/tables';
import { getDb } from '@/lib/server/db/client';
import type { JobWorker } from '@/lib/server/jobs/worker';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { upload } from '@/tests/integration/storage/upload-call';
import { startWorker } from './documents-support';
import { P, settledImport } from './faq-support';
import { ZH_HEADER, streamedWorkbook } from './sheets';

// A customer's 50,000-row Chinese workbook must arrive byte for byte. Its texts are multi-byte everywhere —
// Chinese (3 bytes in UTF-8), characters outside the BMP and emoji (4 bytes), entities (&, <, >) — and of every
// length up to the answer's limit, so the reader's chunk edges fall inside characters and entities over and over.
// exceljs's streaming reader decoded each chunk on its own: such a character came out as U+FFFD ("创��会话"), and
// a status word cut that way ("有��") refused a valid row.

const ROWS = 50_000;

let worker: JobWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => {
  await worker.stop({ graceMs: 1000 });
});

/** A fixed sequence of pseudo-random numbers: the same file on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(19);
const COMMON = [
  ...'的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质',
];
const WIDE = ['𠀀', '𠮷', '𡈽', '😀', '🎉', '👍🏻'];
const PUNCTUATION = ['，', '。', '？', '！', '、', '：', '“', '”', '&', '<', '>', ' '];

function text(length: number): string {
  let out = '';
  while (out.length < length) {
    const pick = next();
    if (pick < 0.8) out += COMMON[Math.floor(next() * COMMON.length)];
    else if (pick < 0.88) out += WIDE[Math.floor(next() * WIDE.length)];
    else out += PUNCTUATION[Math.floor(next() * PUNCTUATION.length)];
  }
  return out.trim() || '空';
}

interface Expected {
  question: string;
  answer: string;
  category: string;
  similarQuestions: string[];
  status: 'valid' | 'invalid';
}

function buildRows(): { rows: string[][]; expected: Expected[] } {
  const rows: string[][] = [ZH_HEADER];
  const expected: Expected[] = [];
  for (let i = 1; i <= ROWS; i += 1) {
    // Every 250th answer is as long as an answer may be; the others vary from a few characters to hundreds.
    const answerLength = i % 250 === 0 ? 4990 : 5 + Math.floor(next() * 300);
    const question = `第${i}问：${text(5 + Math.floor(next() * 60))}`;
    const similarQuestions = i % 3 === 0 ? [`${i}的说法：${text(20)}`, `${i}另说：${text(30)}`] : [];
    const status = i % 7 === 0 ? 'invalid' : 'valid';
    const category = `分类${i % 40}创建会话`;
    const answer = `答${i}：${text(answerLength)}`;
    rows.push([
      question,
      answer,
      category,
      similarQuestions.join('\n'),
      status === 'valid' ? '有效' : '无效',
    ]);
    expected.push({ question, answer, category, similarQuestions, status });
  }
  return { rows, expected };
}

describe('a 50,000-row Chinese workbook', () => {
  it('imports every row exactly as written, with no character lost at a chunk edge', async () => {
    const { token, user } = await loggedInAccount();
    const { rows, expected } = buildRows();
    const bytes = await streamedWorkbook(rows);
    expect(bytes.byteLength).toBeLessThan(50 * 1024 * 1024);

    const { body } = await upload<ImportJobDto>(importRoute, P.faqImport, {
      token,
      lang: 'zh',
      file: { bytes, name: '客服问答.xlsx' },
    });
    expect(body.code, JSON.stringify(body)).toBe(0);
    const job = await settledImport(token, body.data.jobId, 600_000);
    expect(job.failures).toEqual([]);
    expect(job).toMatchObject({ status: 'done', total: ROWS, imported: ROWS, failed: 0 });

    const db = await getDb();
    const stored = await db
      .select({
        question: knowledgeFaqs.question,
        answer: knowledgeFaqs.answer,
        category: knowledgeCategories.name,
        similarQuestions: knowledgeFaqs.similarQuestions,
        status: knowledgeFaqs.status,
      })
      .from(knowledgeFaqs)
      .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeFaqs.categoryId))
      .where(eq(knowledgeFaqs.corpId, user.corpId));
    const byQuestion = new Map(stored.map((item) => [item.question, item]));
    const wrong = expected.filter((want) => {
      const got = byQuestion.get(want.question);
      return !got || JSON.stringify({ ...got }) !== JSON.stringify({ ...want });
    });
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(stored).toHaveLength(ROWS);
    expect(stored.some((item) => `${item.question}${item.answer}`.includes('\ufffd'))).toBe(false);
  }, 900_000);
});
