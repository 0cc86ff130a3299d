import { documentCapOf } from '@/app/_compose/plans-ports';
import {
  DOCUMENT_UPLOAD_BODY,
  documentUploadInput,
  uploadDocument,
} from '@/features/knowledge/server/documents/upload';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/file/upload – a pdf, doc or docx (multipart `file`, ≤ 10 MB) into the knowledge base, parsed in the background
export const POST = apiRoute(
  { input: documentUploadInput, audience: 'customer', multipart: DOCUMENT_UPLOAD_BODY },
  ({ db, input, identity, lang }) => uploadDocument(db, identity, input.file, lang, documentCapOf),
);
