// The worker thread that reads files customers upload (run-in-worker.ts starts it with memory limits): a file that
// takes too much memory ends this thread, not the server. Plain JavaScript, run by Node as it is (never bundled).
//
// workerData { task: 'document', type, bytes, limits } → one message { text } or { error, detail }.
// workerData { task: 'sheet', bytes, limits } → each message { want } from the parent is answered with
// { rows, done } (at most `want` rows) or { error, detail }: the parent pulls rows as it stores them.
import { parentPort, workerData } from 'node:worker_threads';
import { documentText } from './document-text.mjs';
import { xlsxRows } from './xlsx-rows.mjs';
import { RefusedFile } from './zip-guard.mjs';

const { task, type, bytes, limits } = workerData;

/** A refusal's key; a password-protected PDF; anything else is a file its reader could not read. */
function failure(error, otherwise) {
  const key =
    error instanceof RefusedFile
      ? error.key
      : error?.name === 'PasswordException'
        ? 'parseEncrypted'
        : otherwise;
  return { error: key, detail: String(error?.message ?? error).slice(0, 300) };
}

if (task === 'document') {
  try {
    parentPort.postMessage({ text: await documentText(type, bytes, limits) });
  } catch (error) {
    parentPort.postMessage(failure(error, 'parseFailed'));
  }
} else if (task === 'sheet') {
  const rows = xlsxRows(bytes, limits);
  parentPort.on('message', async ({ want }) => {
    try {
      const batch = [];
      while (batch.length < want) {
        const next = await rows.next();
        if (next.done) return parentPort.postMessage({ rows: batch, done: true });
        batch.push(next.value);
      }
      parentPort.postMessage({ rows: batch, done: false });
    } catch (error) {
      parentPort.postMessage(failure(error, 'importTypeInvalid'));
    }
  });
}
