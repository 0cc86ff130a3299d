import { readFile } from 'node:fs/promises';
import path from 'node:path';

// A bare route handler answering the JSON body one of our routes answered (written by `npm run bench:load` into
// BENCH_BARE_DATA as <name>.json), read once and serialised per request as a handler holding its data would.
export const dynamic = 'force-dynamic';

const bodies = new Map();

async function answer(_request, { params }) {
  const { name } = await params;
  if (!/^[a-z-]+$/.test(name)) return new Response(null, { status: 404 });
  if (!bodies.has(name))
    bodies.set(
      name,
      JSON.parse(await readFile(path.join(process.env.BENCH_BARE_DATA ?? '', `${name}.json`), 'utf8')),
    );
  return Response.json(bodies.get(name));
}

export { answer as GET, answer as POST };
