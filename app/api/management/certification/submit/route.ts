import { submitCertificationEndpoint } from '@/features/certification/endpoints';
import { LICENCE_UPLOAD_BODY, submitCertification } from '@/features/certification/server/submissions';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/certification/submit – submits the company with its business licence (multipart `file`)
export const POST = apiRoute(
  submitCertificationEndpoint,
  ({ db, input, identity, requestId }) => submitCertification(db, identity, input, requestId),
  { multipart: LICENCE_UPLOAD_BODY },
);
