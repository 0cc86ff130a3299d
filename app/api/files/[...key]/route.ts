import { uploadedFileEndpoint } from '@/lib/contract/platform-endpoints';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';
import { fileKeyOfUrl, publicFileResponse } from '@/lib/server/storage/public-file';

// GET /api/files/<key> – an uploaded file's bytes (public: share links show backgrounds to visitors)
export const GET = apiRoute(uploadedFileEndpoint, async ({ db, request }) =>
  rawAnswer(await publicFileResponse(db, fileKeyOfUrl(request.url))),
);
