import 'server-only';
import { openApiDocument } from '@/lib/server/openapi/document';
import packageJson from '@/package.json';
import { endpoints } from './endpoints';

// The platform API's reference from the registry: `npm run openapi` writes it to public/openapi.json (served at
// /openapi.json), and a unit test fails when the committed file is not what this builds.

export const OPENAPI_FILE = 'public/openapi.json';

export const buildOpenApiDocument = () =>
  openApiDocument(endpoints, {
    title: 'Digital human platform API',
    version: packageJson.version,
    description:
      'Every answer is the envelope `{ code, message, data }`: `code` 0 is success and `data` the result; any other ' +
      'code is a failure (see `ApiCode`), most of them sent with HTTP 200. Send `lang=en` (query) for English messages.',
  });
