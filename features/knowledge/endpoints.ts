import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  bulkResult,
  categoryCreateRequest,
  categoryDto,
  categoryIdRequest,
  categoryUpdateRequest,
  conversationFilesRequest,
  delFileRequest,
  faqBulkRequest,
  faqCreateRequest,
  faqExportRequest,
  faqIdRequest,
  faqImportRequest,
  faqIndexStatusDto,
  faqItemDto,
  faqQueryRequest,
  faqUpdateRequest,
  fileIdRequest,
  filePassagesRequest,
  fileQueryRequest,
  fileRenameRequest,
  fileReuploadRequest,
  fileUploadRequest,
  importJobDto,
  importJobRequest,
  importTemplateRequest,
  knowledgeFileDto,
  knowledgeMatchDto,
  knowledgeMatchRequest,
  knowledgePaths,
  passageDto,
  uploadFileUrlsRequest,
} from './contract';

// The knowledge base's endpoints (spec §7 kbUserFile, knowledge): the route files, the API client and
// `npm run openapi` read these.

const tag = 'Knowledge base';
const audience = 'customer';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- FAQ categories ----

export const categoryListEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.categoryList,
  summary: "The corporation's FAQ categories with how many items each holds",
  tag,
  audience,
  output: z.array(categoryDto),
});

export const categoryAddEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.categoryAdd,
  summary: 'Add a FAQ category (names are unique in the corporation)',
  tag,
  audience,
  input: categoryCreateRequest,
  output: categoryDto,
  errors: [ApiCode.conflict],
});

export const categoryUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.categoryUpdate,
  summary: 'Rename a FAQ category',
  tag,
  audience,
  input: categoryUpdateRequest,
  output: categoryDto,
  errors: [ApiCode.notFound, ApiCode.conflict],
});

export const categoryDeleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: knowledgePaths.categoryDelete,
  summary: 'Delete a FAQ category that holds no items',
  tag,
  audience,
  input: categoryIdRequest,
  output: z.null(),
  errors: [ApiCode.notFound, ApiCode.conflict],
});

// ---- FAQ items ----

export const faqQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.faqQuery,
  summary: "The corporation's FAQ items by page, newest first, with the list's filters",
  tag,
  audience,
  input: faqQueryRequest,
  output: pageOf(faqItemDto),
});

export const faqIndexStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.faqIndexStatus,
  summary: "Whether the last update of the FAQ's semantic index failed (spec §8: NLP update failed)",
  tag,
  audience,
  output: faqIndexStatusDto,
});

export const faqGetEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.faqGet,
  summary: 'One FAQ item',
  tag,
  audience,
  input: faqIdRequest,
  output: faqItemDto,
  errors: [ApiCode.notFound],
});

export const faqAddEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.faqAdd,
  summary: "Add a FAQ item, within the corporation's cap",
  tag,
  audience,
  input: faqCreateRequest,
  output: faqItemDto,
  errors: [ApiCode.conflict, ApiCode.limitReached],
});

export const faqUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.faqUpdate,
  summary: 'Change a FAQ item',
  tag,
  audience,
  input: faqUpdateRequest,
  output: faqItemDto,
  errors: [ApiCode.notFound, ApiCode.conflict],
});

export const faqDeleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: knowledgePaths.faqDelete,
  summary: 'Delete a FAQ item',
  tag,
  audience,
  input: faqIdRequest,
  output: z.null(),
  errors: [ApiCode.notFound],
});

export const faqBulkEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.faqBulk,
  summary: 'Enable, disable or delete many FAQ items at once',
  description: "Ids that are not the corporation's are skipped; the answer counts the items changed.",
  tag,
  audience,
  input: faqBulkRequest,
  output: bulkResult,
});

// ---- FAQ import and export ----

export const faqImportEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.faqImport,
  summary: "Import FAQ items from an .xlsx or .csv of the template's columns (at most 50 MB)",
  description: 'The import runs in the background: the answer is its job, followed at `faq/importJob`.',
  tag,
  audience,
  input: faqImportRequest,
  multipart: true,
  output: importJobDto,
});

export const importJobEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.importJob,
  summary: "An import's state: progress, counts and the first failures",
  tag,
  audience,
  input: importJobRequest,
  output: importJobDto,
  errors: [ApiCode.notFound],
});

export const importFailuresEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.importFailures,
  summary: "The workbook of an import's failed rows and why",
  tag,
  audience,
  input: importJobRequest,
  output: z.null(),
  answer: 'file',
  contentType: XLSX,
  errors: [ApiCode.notFound],
});

export const faqImportTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.faqImportTemplate,
  summary: "The import template (.xlsx or .csv) in the request's language",
  tag,
  audience,
  input: importTemplateRequest,
  output: z.null(),
  answer: 'file',
  contentType: `${XLSX} or text/csv`,
});

export const faqExportEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.faqExport,
  summary: "The corporation's FAQ items, with the list's filters, as an .xlsx workbook",
  tag,
  audience,
  input: faqExportRequest,
  output: z.null(),
  answer: 'file',
  contentType: XLSX,
});

// ---- Documents ----

export const fileUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.fileUpload,
  summary: 'Upload a pdf, doc or docx (form field `file`, at most 10 MB); it is parsed in the background',
  tag,
  audience,
  input: fileUploadRequest,
  multipart: true,
  output: knowledgeFileDto,
  errors: [ApiCode.rateLimited],
});

export const fileReuploadEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.fileReupload,
  summary: 'New content for a document (form fields `fileId`, `file`), parsed again',
  tag,
  audience,
  input: fileReuploadRequest,
  multipart: true,
  output: knowledgeFileDto,
  errors: [ApiCode.notFound, ApiCode.rateLimited],
});

export const fileQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.fileQuery,
  summary: "The corporation's documents with their parsing state, newest first",
  tag,
  audience,
  input: fileQueryRequest,
  output: pageOf(knowledgeFileDto),
});

export const fileGetEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.fileGet,
  summary: 'One document and its parsing state',
  tag,
  audience,
  input: fileIdRequest,
  output: knowledgeFileDto,
  errors: [ApiCode.notFound],
});

export const fileRenameEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.fileRename,
  summary: 'Rename a document (the name people see)',
  tag,
  audience,
  input: fileRenameRequest,
  output: knowledgeFileDto,
  errors: [ApiCode.notFound],
});

export const filePassagesEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.filePassages,
  summary: "A parsed document's passages in order, as retrieval sees them",
  tag,
  audience,
  input: filePassagesRequest,
  output: pageOf(passageDto),
  errors: [ApiCode.notFound, ApiCode.conflict],
});

// ---- A session's documents (kbUserFile) ----

export const listFilesForConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: knowledgePaths.listFilesForConversation,
  summary: 'The documents a session answers from (deleted ones left out)',
  tag,
  audience,
  input: conversationFilesRequest,
  output: z.array(knowledgeFileDto),
  errors: [ApiCode.notFound],
});

export const uploadFileUrlsEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.uploadFileUrls,
  summary: "Attach documents of the knowledge base to a session; answers the session's documents",
  tag,
  audience,
  input: uploadFileUrlsRequest,
  output: z.array(knowledgeFileDto),
  errors: [ApiCode.notFound],
});

export const delFileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: knowledgePaths.delFile,
  summary: 'Delete a document, its passages and its place in every session',
  tag,
  audience,
  input: delFileRequest,
  output: z.null(),
  errors: [ApiCode.notFound],
});

// ---- Retrieval ----

export const matchEndpoint = defineEndpoint({
  method: 'POST',
  path: knowledgePaths.match,
  summary: 'The FAQ match, its score and the passages a question would be answered from',
  description:
    'With `conversationId`, as that session would answer; without it, from the whole knowledge base.',
  tag,
  audience,
  input: knowledgeMatchRequest,
  output: knowledgeMatchDto,
  errors: [ApiCode.notFound],
});
