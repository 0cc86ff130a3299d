// Next.js calls register() once when a server instance starts: check the configuration, migrate the database and
// seed the demo account before the first request. Only the Node.js runtime has the database.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { keepVaryOnOverwrite } = await import('./lib/seo/keep-vary');
  keepVaryOnOverwrite();
  // `next build` loads instrumentation in its workers too; a build must not open (or create) the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareServerOrExit } = await import('./server-startup');
  await prepareServerOrExit();
}
