import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as indexStatus } from '@/app/api/management/knowledge/faq/indexStatus/route';
import { knowledgePaths, type FaqIndexStatusDto } from '@/features/knowledge/contract';
import { EMBED_FAQ_JOB } from '@/features/knowledge/server/retrieval/embeddings/embed-job';
import { getDb } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/jobs/tables';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';

// Spec §8 "NLP update failed": the FAQ tab asks whether the last embedding run gave up. The runs are written here
// as the job queue leaves them (a run that fails five times is slow to reproduce and covered by the queue's tests).

async function status(token: string) {
  const { status, body } = await call<FaqIndexStatusDto>(indexStatus, knowledgePaths.faqIndexStatus, {
    token,
  });
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
}

async function run(corpId: string, state: 'failed' | 'queued' | 'done', createdAt: Date) {
  await (await getDb()).insert(jobs).values({
    id: randomUUID(),
    kind: EMBED_FAQ_JOB,
    corpId,
    payload: { corpId },
    status: state,
    createdAt,
    finishedAt: state === 'queued' ? null : createdAt,
  });
}

describe('the FAQ index status (NLP update failed)', () => {
  it('reports a failed last run, for its corporation only, until a later run is queued', async () => {
    const failing = await loggedInAccount();
    const other = await loggedInAccount();
    expect(await status(failing.token)).toEqual({ failed: false, failedAt: null });

    await run(failing.user.corpId, 'done', new Date('2026-11-28T01:00:00Z'));
    await run(failing.user.corpId, 'failed', new Date('2026-11-28T02:00:00Z'));
    expect(await status(failing.token)).toEqual({ failed: true, failedAt: '2026-11-28T02:00:00.000Z' });
    expect(await status(other.token)).toEqual({ failed: false, failedAt: null });

    await run(failing.user.corpId, 'queued', new Date('2026-11-28T03:00:00Z'));
    expect(await status(failing.token)).toEqual({ failed: false, failedAt: null });
  });

  it('refuses a visitor without a login', async () => {
    const { body } = await call(indexStatus, knowledgePaths.faqIndexStatus);
    expect(body.code).not.toBe(0);
  });
});
