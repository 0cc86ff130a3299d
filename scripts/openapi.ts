// `npm run openapi`: writes the platform API's OpenAPI 3.1 reference, built from the endpoint registry, to
// public/openapi.json (served at /openapi.json). Run it after declaring or changing an endpoint; a unit test fails
// while the committed file differs from what the registry gives.
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE } from '@/app/_compose/openapi';

const document = buildOpenApiDocument();
writeFileSync(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths).reduce((sum, path) => sum + Object.keys(path).length, 0);
console.log(`${OPENAPI_FILE}: ${Object.keys(document.paths).length} paths, ${operations} operations`);
