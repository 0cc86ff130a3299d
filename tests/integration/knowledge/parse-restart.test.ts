import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { knowledgeFiles } from '@/features/knowledge/server/tables';
import { PARSE_FILE_JOB } from '@/features/knowledge/server/documents/parse-job-kind';
import { getDb } from '@/lib/server/db/client';
import { claimJob } from '@/lib/server/jobs/queue';
import { jobs } from '@/lib/server/jobs/tables';
import type { JobWorker } from '@/lib/server/jobs/worker';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { getDocument, settledDocument, startWorker, uploadDocument } from './documents-support';

let token: string;
const workers: JobWorker[] = [];
beforeAll(async () => {
  ({ token } = await loggedInAccount());
});
afterAll(() => Promise.all(workers.map((worker) => worker.stop())));

it('finishes a parse whose instance was killed mid-way, once a restarted instance finds its lease expired', async () => {
  const db = await getDb();
  const { body } = await uploadDocument(token, 'chinese-cid.pdf');
  const fileId = body.data.fileId;
  // The instance that took the job had marked the document parsing when it was killed: no heartbeat since.
  const killed = await claimJob(db, { workerId: 'killed-instance', kinds: [PARSE_FILE_JOB], leaseMs: 1 });
  expect(killed?.payload).toEqual({ fileId });
  await db.update(knowledgeFiles).set({ status: 'parsing' }).where(eq(knowledgeFiles.id, fileId));
  expect((await getDocument(token, fileId)).body.data.status).toBe('parsing');

  workers.push(await startWorker('restarted-instance'));
  const file = await settledDocument(token, fileId);
  expect(file.status).toBe('done');
  expect(file.passageCount).toBeGreaterThan(0);
  // The document is done inside the job; the job's own row is closed just after, by the worker.
  const job = async () => (await db.select().from(jobs).where(eq(jobs.id, killed!.id)))[0];
  await expect.poll(job, { timeout: 15_000 }).toMatchObject({
    status: 'done',
    attempts: 2,
    lockedBy: null,
    result: { passages: file.passageCount },
  });
});

it('hands a parse back when its instance shuts down, and the next instance parses it', async () => {
  const db = await getDb();
  const { body } = await uploadDocument(token, 'english.pdf');
  await settledDocument(token, body.data.fileId);
  const stopping = workers.pop()!;
  await stopping.stop();
  const second = await uploadDocument(token, 'chinese.docx');
  const [queued] = await db
    .select()
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.id, second.body.data.fileId));
  expect((await db.select().from(jobs).where(eq(jobs.id, queued!.jobId!)))[0]!.status).toBe('queued');
  workers.push(await startWorker('next-instance'));
  expect((await settledDocument(token, second.body.data.fileId)).status).toBe('done');
});
