import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local embeddings service speaking OpenAI's `POST /v1/embeddings`, for the semantic path's tests and
// `npm run eval:kb -- --embeddings=local`. Its vectors are deterministic and mean something without a model: the
// character n-grams of the text (words and character trigrams in Latin script, characters and character bigrams in
// Chinese and Japanese), hashed into DIMS signed buckets. Texts sharing n-grams are near, others far — enough to
// test storage, fusion and fallbacks honestly, never a stand-in for a real model's figures.

export const DEFAULT_DIMS = 256;

export interface EmbeddingsScript {
  /** Every request fails with this status. */
  failWith: number | null;
  /** Each answer waits this long. */
  delayMs: number;
}

export interface EmbeddingsServer {
  /** E.g. `http://127.0.0.1:4123`; clients take `${origin}/v1` as their base. */
  origin: string;
  /** The inputs of every request so far, and their Authorization header. */
  requests: { input: string[]; model: string; authorization?: string; dimensions?: number }[];
  script(changes: Partial<EmbeddingsScript>): void;
  close(): Promise<void>;
}

function grams(text: string): string[] {
  const normal = text.normalize('NFKC').toLowerCase();
  const out: string[] = [];
  for (const [run] of normal.matchAll(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[\p{L}\p{N}]+/gu,
  )) {
    const chars = [...run];
    if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(run)) {
      out.push(...chars);
      for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i]! + chars[i + 1]!);
    } else {
      out.push(`w:${run}`, `w:${run}`);
      const padded = `^${run}$`;
      for (let i = 0; i < padded.length - 2; i += 1) out.push(padded.slice(i, i + 3));
    }
  }
  return out;
}

/** The test vector of a text: hashed n-gram counts, unit length (a zero text gets one fixed bucket). */
export function testVector(text: string, dims = DEFAULT_DIMS): number[] {
  const vector = new Array<number>(dims).fill(0);
  for (const gram of grams(text)) {
    const hash = createHash('md5').update(gram).digest();
    const bucket = hash.readUInt32LE(0) % dims;
    vector[bucket]! += hash[4]! & 1 ? 1 : -1;
  }
  const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0));
  if (norm === 0) {
    vector[0] = 1;
    return vector;
  }
  return vector.map((v) => v / norm);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

export async function startEmbeddingsServer(): Promise<EmbeddingsServer> {
  const state: EmbeddingsScript = { failWith: null, delayMs: 0 };
  const requests: EmbeddingsServer['requests'] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/embeddings')) {
        response.writeHead(404).end();
        return;
      }
      const body = await readJson(request);
      const input = typeof body.input === 'string' ? [body.input] : (body.input as string[]);
      const dimensions = typeof body.dimensions === 'number' ? body.dimensions : undefined;
      requests.push({
        input,
        model: String(body.model),
        authorization: request.headers.authorization,
        dimensions,
      });
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (response.destroyed) return;
      if (state.failWith) {
        response.writeHead(state.failWith, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: testVector(text, dimensions ?? DEFAULT_DIMS),
          })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    })().catch(() => response.destroy());
  });
  // Idle connections stay open for a long while: the bench's batches come seconds apart on a busy machine, and a
  // connection closed just as the client reuses it is the client's retry to test, not every batch's.
  server.keepAliveTimeout = 120_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script: (changes) => Object.assign(state, changes),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
