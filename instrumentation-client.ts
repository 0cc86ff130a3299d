// Runs in the browser before any page code. Zod compiles object parsers with `new Function` and probes for it when
// a schema is created; the pages' Content-Security-Policy refuses eval (lib/security/csp.ts), so the probe would
// be reported as a violation on every page with a form. `z.config({ jitless: true })` turns the probe off, but it
// must run before the first schema module, and importing zod here would put it on every page. Zod keeps that
// configuration on globalThis (`__zod_globalConfig`, shared by all copies of the library) and keeps an object it
// finds there, so seeding it here costs no bytes; e2e/security-headers.spec.ts fails if a violation comes back.
const zodScope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodScope.__zod_globalConfig ??= {}).jitless = true;
