import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a change to the schema. The server applies pending
// migrations at start-up (instrumentation.ts), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./lib/server/**/tables.ts', './features/*/server/tables.ts', './features/*/server/*/tables.ts'],
  out: './lib/server/db/migrations',
});
