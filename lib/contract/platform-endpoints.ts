import { z } from 'zod';
import { reportWarningRequest } from './client-reports';
import { ApiCode } from './codes';
import { defineEndpoint } from './endpoint';
import { imageUploadRequest, uploadedImageDto } from './images';
import { managementReportWarningPath, reportWarningPath } from './report-limits';
import { textField } from './fields';

// The platform's own endpoints, served by shared code rather than a feature: sign-out, the browser's error reports,
// uploaded images and their bytes, the end of a dead web session, and the API's 404. The route files, the API client
// and `npm run openapi` read these.

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sys-api/logout',
  summary: 'Sign out: revoke the token (and clear the web session cookies)',
  description:
    'Succeeds also when the token is already dead or absent, so a client can always forget its session.',
  tag: 'Account',
  audience: 'public',
  identity: 'optional',
  output: z.null(),
});

export const reportWarningEndpoint = defineEndpoint({
  method: 'POST',
  path: reportWarningPath,
  summary: "Store a browser's uncaught-error report",
  tag: 'Platform',
  audience: 'public',
  identity: 'optional',
  input: reportWarningRequest,
  output: z.object({ id: z.string() }),
  errors: [ApiCode.rateLimited],
  internal: true,
});

/** The same report at the management API's path (spec §7 management API: POST common/reportWarning). */
export const managementReportWarningEndpoint = defineEndpoint({
  ...reportWarningEndpoint,
  path: managementReportWarningPath,
  summary: "Store a browser's uncaught-error report (the management API's path of `/common/reportWarning`)",
  // Published: the management API's list names it, so an integrator's client may report from its own pages.
  internal: false,
});

export const uploadImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/management/common/uploadImage',
  summary: "Upload a session's start or load page image (JPEG, PNG, GIF or BMP, at most 2 MiB)",
  description: 'The multipart `file` field; its type is checked by its content, not its name.',
  tag: 'Files',
  audience: 'customer',
  input: imageUploadRequest,
  multipart: true,
  output: uploadedImageDto,
  errors: [ApiCode.rateLimited],
});

export const uploadedFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/files/{key}',
  summary: "An uploaded image's bytes (public: share links show them to visitors; cacheable for good)",
  description: 'The `url` an upload answered. An unknown key answers a plain-text 404.',
  tag: 'Files',
  audience: 'visitor',
  output: z.null(),
  answer: 'file',
  contentType: 'image/*',
});

export const endWebSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-session/end',
  summary: "Clear a dead web session's cookies and go to `next` (default /login)",
  tag: 'Platform',
  audience: 'public',
  input: z.object({ next: textField().max(2048, 'tooLong').optional() }),
  output: z.null(),
  answer: 'redirect',
  internal: true,
});

/**
 * The API's 404: the catch-all route answers it for every path and method no route has. Declared once (as GET) so
 * the catch-all goes through the one wrapper like every route; the registry test knows it serves every method.
 */
export const apiNotFoundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/{path}',
  summary: 'Any path no endpoint has: the 404 envelope',
  tag: 'Platform',
  audience: 'public',
  output: z.null(),
  errors: [ApiCode.notFound],
  internal: true,
});
