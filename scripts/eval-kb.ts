// `npm run eval:kb`: retrieval quality on the paraphrase sets of tests/data/retrieval (and the hand-written quality
// set), imported into a throw-away PGlite database as a customer would and asked through `matchKnowledge`.
// Prints per language and half: hit@1, hit@3, answered outright, wrong outright, unrelated answered, sent as
// context; writes perf-report/retrieval-eval.json.
//   --failures          also print the *tune* half's failures (never the held-out half's: it stays unseen)
//   --embeddings=local  with the deterministic test embeddings server of tests/support (hashed character n-grams:
//                       a check of the semantic path's plumbing and fusion, not of a real model's quality)
//   EMBEDDINGS_BASE_URL/_MODEL/… set in the environment: with that provider (a real model)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'eval-kb-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
process.env.KNOWLEDGE_FAQ_MAX = '100000';
const args = new Set(process.argv.slice(2));

async function main() {
  let stopServer: (() => Promise<void>) | undefined;
  if (args.has('--embeddings=local')) {
    const { startEmbeddingsServer } = await import('@/tests/support/embeddings-server');
    const server = await startEmbeddingsServer();
    stopServer = () => server.close();
    process.env.EMBEDDINGS_BASE_URL = `${server.origin}/v1`;
    process.env.EMBEDDINGS_MODEL = 'hashed-ngrams';
  }
  const { getDb, closeDb } = await import('@/lib/server/db/client');
  const { evaluateSet, loadRetrievalSets, qualitySets, report } =
    await import('@/tests/support/retrieval-eval');
  const { embeddingsConfig } = await import('@/features/knowledge/server/retrieval/embeddings/config');
  const { embedCorporationFaqs } =
    await import('@/features/knowledge/server/retrieval/embeddings/faq-vectors');
  const db = await getDb();
  const config = embeddingsConfig();
  const afterImport = config
    ? async (corpId: string) => {
        await embedCorporationFaqs(db, corpId, config);
      }
    : undefined;
  const results = [];
  for (const set of loadRetrievalSets()) results.push(await evaluateSet(db, set, { afterImport }));
  const quality = [];
  for (const set of await qualitySets()) quality.push(await evaluateSet(db, set, { afterImport }));
  const figures = report(results, quality);
  const embeddings = config ? `${config.model} at ${config.url}` : 'none (lexical only)';
  console.log(`embeddings: ${embeddings}`);
  for (const [lang, halves] of Object.entries(figures.languages)) {
    console.log(`\n${lang}`);
    console.table(halves);
  }
  console.log('\nper set');
  console.table(
    Object.fromEntries(
      Object.entries(figures.sets).flatMap(([name, halves]) => [
        [`${name} tune`, halves.tune],
        [`${name} heldout`, halves.heldout],
      ]),
    ),
  );
  console.log('\nquality set (hand-written, all tuning)');
  console.table(figures.quality);
  console.log(`match ms p50 ${figures['match ms'].p50}, p95 ${figures['match ms'].p95}`);
  if (args.has('--failures'))
    for (const result of [...results, ...quality]) {
      if (!result.tuneFailures.length) continue;
      console.log(`\n## ${result.set} (tune half)`);
      console.log(result.tuneFailures.join('\n'));
    }
  mkdirSync('perf-report', { recursive: true });
  writeFileSync(
    path.join('perf-report', 'retrieval-eval.json'),
    `${JSON.stringify({ embeddings, at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  await closeDb();
  await stopServer?.();
}

// No top-level await: tsx runs this file as CommonJS, like the package it belongs to.
void main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
