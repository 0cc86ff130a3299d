import { fileReuploadEndpoint } from '@/features/knowledge/endpoints';
import { DOCUMENT_UPLOAD_BODY, reuploadDocument } from '@/features/knowledge/server/documents/upload';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/file/reupload – new content for a document (multipart `fileId`, `file`), parsed again
export const POST = apiRoute(
  fileReuploadEndpoint,
  ({ db, input, identity, lang }) => reuploadDocument(db, identity, input.fileId, input.file, lang),
  { multipart: DOCUMENT_UPLOAD_BODY },
);
