import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DocumentType } from '@/features/knowledge/contract';
import { JobError } from '@/lib/server/jobs/job-error';
import { log } from '@/lib/server/log';
import { untrustedFileLimits } from './limits';

// Customers' files are read in a worker thread with a heap limit (parse-worker.mjs): a file that needs more memory
// than allowed ends that thread with a reason the console shows, and the server goes on. The worker is plain
// JavaScript found from the working directory (like pdfjs's CMaps), so the bundler leaves it as it is.

const workerFile = () =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'features/knowledge/server/untrusted/parse-worker.mjs');

export interface SheetRow {
  /** The row's number in the sheet (the header is 1). */
  row: number;
  cells: string[];
}

interface Reply {
  text?: string;
  rows?: SheetRow[];
  done?: boolean;
  error?: string;
  detail?: string;
}

/** Rows asked of the worker at a time: one import batch. */
const ROWS_PER_REPLY = 500;

function startWorker(task: Record<string, unknown>, bytes: Uint8Array) {
  const limits = untrustedFileLimits();
  // The worker gets its own copy, moved rather than copied again.
  const copy = new Uint8Array(bytes);
  const worker = new Worker(workerFile(), {
    workerData: { ...task, bytes: copy, limits },
    transferList: [copy.buffer],
    resourceLimits: {
      maxOldGenerationSizeMb: limits.workerMemoryMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(limits.workerMemoryMb / 8))),
    },
  });
  let waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null;
  let ended: Error | null = null;
  const fail = (error: Error) => {
    ended ??= error;
    waiting?.reject(ended);
    waiting = null;
  };
  worker.on('message', (reply: Reply) => {
    const pending = waiting;
    waiting = null;
    pending?.resolve(reply);
  });
  worker.on('error', (error: Error & { code?: string }) => {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') fail(new JobError('parseOutOfMemory', { retry: false }));
    else {
      log.error({ err: error }, 'file reader worker failed');
      fail(new JobError('parseFailed', { retry: false, cause: error }));
    }
  });
  worker.on('exit', () => fail(new JobError('parseFailed', { retry: false })));
  return {
    /** The worker's next reply, after sending `message` when given. */
    ask(message?: unknown): Promise<Reply> {
      if (ended) return Promise.reject(ended);
      return new Promise<Reply>((resolve, reject) => {
        waiting = { resolve, reject };
        if (message !== undefined) worker.postMessage(message);
      });
    },
    stop: () => worker.terminate(),
  };
}

function refusal(reply: Reply): JobError {
  if (reply.detail) log.info({ reason: reply.error, detail: reply.detail }, 'file not read');
  return new JobError(reply.error!, { retry: false });
}

/** A document's raw text, or a `JobError` (parseFailed, parseEncrypted, parseTooLarge, parseTooLong…). */
export async function documentTextInWorker(
  type: DocumentType,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<string> {
  const worker = startWorker({ task: 'document', type }, bytes);
  const stop = () => void worker.stop();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const reply = await worker.ask();
    if (reply.error) throw refusal(reply);
    return reply.text ?? '';
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.stop();
  }
}

/** An .xlsx file's first-sheet rows that hold something, pulled from the worker a batch at a time. */
export async function* xlsxRowsInWorker(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  const worker = startWorker({ task: 'sheet' }, bytes);
  try {
    for (;;) {
      const reply = await worker.ask({ want: ROWS_PER_REPLY });
      if (reply.error) throw refusal(reply);
      yield* reply.rows ?? [];
      if (reply.done) return;
    }
  } finally {
    await worker.stop();
  }
}
