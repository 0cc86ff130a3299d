import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as match } from '@/app/api/management/knowledge/match/route';
import { POST as updateFaqRoute } from '@/app/api/management/knowledge/faq/update/route';
import { knowledgePaths, type FaqItemDto, type KnowledgeMatchDto } from '@/features/knowledge/contract';
import { readRevisions } from '@/features/knowledge/server/revisions';
import { getDb } from '@/lib/server/db/client';
import type { JobWorker } from '@/lib/server/jobs/worker';
import { log } from '@/lib/server/log';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { startEmbeddingsServer, type EmbeddingsServer } from '@/tests/support/embeddings-server';
import { startWorker } from './documents-support';
import { newCategory, newFaq, P } from './faq-support';

// The semantic path against a local OpenAI-compatible embeddings server (deterministic n-gram vectors): FAQ items
// are embedded in the background after they are written, a question is embedded at match time and fused with the
// lexical ranking; a provider that fails or is slow leaves the match lexical, never failed.

let server: EmbeddingsServer;
let worker: JobWorker;

beforeAll(async () => {
  server = await startEmbeddingsServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  vi.stubEnv('EMBEDDINGS_BASE_URL', `${server.origin}/v1`);
  vi.stubEnv('EMBEDDINGS_MODEL', 'test-ngrams');
  vi.stubEnv('EMBEDDINGS_API_KEY', 'sk-embed');
  // Generous for a busy test machine; the slow provider below takes far longer.
  vi.stubEnv('EMBEDDINGS_TIMEOUT_MS', '3000');
  server.script({ failWith: null, delayMs: 0 });
  worker = await startWorker();
});
afterEach(async () => {
  await worker.stop();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function ask(token: string, question: string) {
  const { body } = await call<KnowledgeMatchDto>(match, knowledgePaths.match, { token, body: { question } });
  expect(body.code).toBe(0);
  return body.data;
}

/** Waits for the corporation's embedding job to have stored vectors (its revision moves), never for a time. */
async function embedded(corpId: string, after = 0) {
  await vi.waitFor(
    async () => expect((await readRevisions(await getDb(), corpId)).embedding).toBeGreaterThan(after),
    { timeout: 10_000, interval: 50 },
  );
  return (await readRevisions(await getDb(), corpId)).embedding;
}

async function helpDesk() {
  const account = await loggedInAccount();
  const category = await newCategory(account.token, 'help');
  const password = await newFaq(account.token, {
    categoryId: category.categoryId,
    question: 'How do I reset my password?',
    answer: 'Use "Forgot password" on the login page.',
    similarQuestions: ['I forgot my password'],
  });
  const invoice = await newFaq(account.token, {
    categoryId: category.categoryId,
    question: 'How do I get an invoice?',
    answer: 'Invoices are under Billing.',
  });
  await newFaq(account.token, {
    categoryId: category.categoryId,
    question: 'What are your opening hours?',
    answer: 'Nine to five on weekdays.',
  });
  return { ...account, category, password, invoice };
}

describe('semantic retrieval with an embeddings provider', () => {
  it('embeds each question and similar question in the background, with the configured key', async () => {
    const { user } = await helpDesk();
    await embedded(user.corpId);
    const sent = server.requests.flatMap((request) => request.input);
    expect(sent).toEqual(
      expect.arrayContaining([
        'How do I reset my password?',
        'I forgot my password',
        'How do I get an invoice?',
      ]),
    );
    expect(server.requests.every((request) => request.authorization === 'Bearer sk-embed')).toBe(true);
    expect(server.requests.every((request) => request.model === 'test-ngrams')).toBe(true);
  });

  it('finds an item by meaning where no word matches, and sends it to the model as context', async () => {
    const { token, user, password } = await helpDesk();
    await embedded(user.corpId);
    // One run-together word: the lexical index knows no such term; its character n-grams are the password item's.
    const found = await ask(token, 'forgotpasswordreset');
    expect(found.faq.matches[0]).toMatchObject({ faqId: password.faqId });
    expect(found.faq.matches[0]!.similarity).toBeGreaterThan(0);
    expect(found.faq.decision).toBe('context');
  });

  it('embeds an edited question, and answers from it at once', async () => {
    const { token, user, invoice, category } = await helpDesk();
    const first = await embedded(user.corpId);
    const before = server.requests.length;
    const { body } = await call<FaqItemDto>(updateFaqRoute, P.faqUpdate, {
      token,
      body: {
        faqId: invoice.faqId,
        categoryId: category.categoryId,
        question: 'Where can I download a receipt?',
        answer: 'Receipts are under Billing.',
        similarQuestions: [],
      },
    });
    expect(body.code).toBe(0);
    await embedded(user.corpId, first);
    expect(server.requests.slice(before).flatMap((r) => r.input)).toEqual([
      'Where can I download a receipt?',
    ]);
    const found = await ask(token, 'Where can I download a receipt?');
    expect(found.faq.decision).toBe('answer');
    expect(found.faq.matches[0]).toMatchObject({
      faqId: invoice.faqId,
      answer: 'Receipts are under Billing.',
    });
  });

  it('answers lexically, and logs why, when the provider fails', async () => {
    const { token, user, password } = await helpDesk();
    await embedded(user.corpId);
    server.script({ failWith: 500 });
    const warn = vi.spyOn(log, 'warn');
    const found = await ask(token, 'How do I reset my password?');
    expect(found.faq.decision).toBe('answer');
    expect(found.faq.matches[0]).toMatchObject({ faqId: password.faqId });
    expect(found.faq.matches[0]!.similarity).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ model: 'test-ngrams' }),
      expect.stringMatching(/lexically/),
    );
  });

  it('answers lexically when the provider is down', async () => {
    const { token, user, password } = await helpDesk();
    await embedded(user.corpId);
    vi.stubEnv('EMBEDDINGS_BASE_URL', 'http://127.0.0.1:9/v1');
    const found = await ask(token, 'I forgot my password');
    expect(found.faq.decision).toBe('answer');
    expect(found.faq.matches[0]).toMatchObject({ faqId: password.faqId });
  });

  it('does not wait for a slow provider beyond its timeout', async () => {
    const { token, user, password } = await helpDesk();
    await embedded(user.corpId);
    server.script({ delayMs: 20_000 });
    const found = await ask(token, 'how do I reset the password');
    expect(found.faq.matches[0]).toMatchObject({ faqId: password.faqId });
    expect(found.faq.matches[0]!.similarity).toBeUndefined();
    // The timeout is 3 s; the provider would have answered after 20 s.
    expect(found.ms).toBeLessThan(15_000);
  });

  it('matches lexically, without waiting, while the items have no vectors yet', async () => {
    await worker.stop();
    const { token, password } = await helpDesk();
    const found = await ask(token, 'How do I reset my password?');
    expect(found.faq.decision).toBe('answer');
    expect(found.faq.matches[0]).toMatchObject({ faqId: password.faqId });
  });
});
