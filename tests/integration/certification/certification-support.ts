import { POST as submitRoute } from '@/app/api/management/certification/submit/route';
import { ORIGIN, randomIp } from '@/tests/integration/support/api';
import { upload } from '@/tests/integration/storage/upload-call';
import { IMAGES } from '@/tests/integration/storage/images';
import type { CertificationSubmission } from '@/features/certification/contract';

/** A well-formed submission's fields (Xiaomi's published code). */
export const FIELDS = {
  companyName: '小米科技有限责任公司',
  creditCode: '91110108551385082Q',
  authenticatorName: '王五',
  contactPhone: '010-12345678',
};

/** The smallest pdf a reader opens: the header is what the content check reads. */
export const PDF_BYTES = new Uint8Array(
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
);

/** Submits the form with a png licence (or the file and fields given). */
export const submit = (
  token: string,
  options: {
    fields?: Record<string, string>;
    file?: { bytes: Uint8Array; name: string; type?: string };
  } = {},
) =>
  upload<CertificationSubmission>(submitRoute, '/management/certification/submit', {
    token,
    fields: { ...FIELDS, ...options.fields },
    file: options.file ?? { bytes: IMAGES.png.bytes, name: 'licence.png', type: 'image/png' },
    lang: 'en',
  });

/** A GET whose answer is bytes (a licence), straight into its route handler. */
export async function getBytes(
  handler: (request: Request) => Promise<Response>,
  path: string,
  query: Record<string, string>,
  auth: { token?: string; cookie?: string },
) {
  const url = new URL(`/api${path}`, ORIGIN);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (auth.token) url.searchParams.set('token', auth.token);
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': randomIp(), origin: ORIGIN });
  if (auth.cookie) headers.set('cookie', auth.cookie);
  return handler(new Request(url, { headers }));
}
