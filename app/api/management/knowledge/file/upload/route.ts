import { documentCapOf } from '@/app/_compose/plans-ports';
import { fileUploadEndpoint } from '@/features/knowledge/endpoints';
import { DOCUMENT_UPLOAD_BODY, uploadDocument } from '@/features/knowledge/server/documents/upload';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/file/upload – a pdf, doc or docx (multipart `file`, ≤ 10 MB) into the knowledge base, parsed in the background
export const POST = apiRoute(
  fileUploadEndpoint,
  ({ db, input, identity, lang }) => uploadDocument(db, identity, input.file, lang, documentCapOf),
  { multipart: DOCUMENT_UPLOAD_BODY },
);
