import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { GET as getRoute } from '@/app/api/management/knowledge/file/get/route';
import { POST as uploadRoute } from '@/app/api/management/knowledge/file/upload/route';
import { POST as reuploadRoute } from '@/app/api/management/knowledge/file/reupload/route';
import type { FileStatus, KnowledgeFileDto } from '@/features/knowledge/contract';
import { knowledgeJobHandlers } from '@/features/knowledge/server/job-handlers';
import { getDb } from '@/lib/server/db/client';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { call } from '@/tests/integration/support/api';
import { upload } from '@/tests/integration/storage/upload-call';

export const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(process.cwd(), 'tests/fixtures/knowledge', name)));

export const UPLOAD = '/management/knowledge/file/upload';
export const REUPLOAD = '/management/knowledge/file/reupload';

export function uploadDocument(
  token: string,
  name: string,
  options: { bytes?: Uint8Array; lang?: 'zh' | 'en' } = {},
) {
  return upload<KnowledgeFileDto>(uploadRoute, UPLOAD, {
    token,
    lang: options.lang,
    file: { bytes: options.bytes ?? fixture(name), name },
  });
}

export function reuploadDocument(token: string, fileId: string, fixtureName: string, name = fixtureName) {
  return upload<KnowledgeFileDto>(reuploadRoute, REUPLOAD, {
    token,
    fields: { fileId },
    file: { bytes: fixture(fixtureName), name },
  });
}

export async function getDocument(token: string, fileId: string, lang: 'zh' | 'en' = 'zh') {
  return call<KnowledgeFileDto>(getRoute, '/management/knowledge/file/get', {
    token,
    query: { fileId, lang },
  });
}

/** Polls the document as a progress display would, until its parse has settled. */
export async function settledDocument(token: string, fileId: string, lang: 'zh' | 'en' = 'zh') {
  let dto: KnowledgeFileDto | undefined;
  await vi.waitFor(
    async () => {
      dto = (await getDocument(token, fileId, lang)).body.data;
      if (!(['done', 'failed'] as FileStatus[]).includes(dto.status)) throw new Error(`still ${dto.status}`);
    },
    { timeout: 20_000, interval: 25 },
  );
  return dto!;
}

/** This test file's app instance: the worker the server starts, polling often so tests wait little. */
export async function startWorker(id?: string): Promise<JobWorker> {
  return startJobWorker({ db: await getDb(), handlers: knowledgeJobHandlers, pollMs: 100, id });
}
