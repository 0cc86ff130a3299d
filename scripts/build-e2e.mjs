// The two builds the browser tests serve: the product at the root, and the same under the base path /dh (spec §2)
// in a folder of its own. `npm test` runs this before Vitest; each build is skipped when already current.
import { ensureBuild } from './build.mjs';
import { BASE_PATH_ENV, E2E_BUILD_ENV } from './e2e-env.mjs';

ensureBuild({ ...process.env, ...E2E_BUILD_ENV });
ensureBuild({ ...process.env, ...E2E_BUILD_ENV, ...BASE_PATH_ENV });
