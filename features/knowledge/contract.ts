import { z } from 'zod';
import { pageIndexField as pageIndex, pageSizeField as pageSize } from '@/lib/contract/paging';
import { nameField, requiredText, textField } from '@/lib/contract/fields';

// The knowledge base's contract (spec §3 knowledge item, §4 entry and parsing states, §5 knowledge and file rules,
// §7 kbUserFile, §9 file limits): one schema per request, shared by the console's forms, the API client, the
// route handlers and customers' own systems calling the API with a token.

export const FAQ_STATUSES = ['valid', 'invalid'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];
export const FILE_STATUSES = ['pending', 'parsing', 'done', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const IMPORT_TYPES = ['xlsx', 'csv'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Spec §9. */
export const KNOWLEDGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** FAQ items a corporation may hold by default (features/plans owns the limits; `KNOWLEDGE_FAQ_MAX`, README). */
export { DEFAULT_FAQ_MAX_ITEMS } from '@/features/plans/contract';
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;
export const SIMILAR_QUESTIONS_MAX = 20;
export const CATEGORY_NAME_MAX = 30;
export const BULK_MAX = 500;
/** Spec §5: letters, digits, underscore and Chinese characters. */
export const CATEGORY_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

const id = textField().min(1, 'required').max(100, 'tooLong');

// ---- Categories ----

export const categoryName = nameField(CATEGORY_NAME_MAX).regex(CATEGORY_NAME_PATTERN, 'categoryNameInvalid');
export const categoryCreateRequest = z.object({ name: categoryName });
export type CategoryCreateRequest = z.input<typeof categoryCreateRequest>;
export const categoryUpdateRequest = z.object({ categoryId: id, name: categoryName });
export type CategoryUpdateRequest = z.input<typeof categoryUpdateRequest>;
/** Deleting a category that still holds items is refused (`categoryInUse`). */
export const categoryIdRequest = z.object({ categoryId: id });

// ---- FAQ items ----

const question = requiredText(FAQ_QUESTION_MAX);
export const faqItemInput = z.object({
  question,
  answer: requiredText(FAQ_ANSWER_MAX, { multiline: true }),
  categoryId: textField().min(1, 'categoryRequired').max(100, 'tooLong'),
  status: z.enum(FAQ_STATUSES, 'invalid').default('valid'),
  similarQuestions: z.array(question).max(SIMILAR_QUESTIONS_MAX, 'tooMany').default([]),
});
export type FaqItemInput = z.input<typeof faqItemInput>;
export const faqCreateRequest = faqItemInput;
export const faqUpdateRequest = faqItemInput.extend({ faqId: id });
export type FaqUpdateRequest = z.input<typeof faqUpdateRequest>;
export const faqIdRequest = z.object({ faqId: id });

/** The list's filters; export takes the same ones without paging. */
export const faqFilter = z.object({
  /** Part of the question, a similar question or the answer. */
  keyword: textField().max(100, 'tooLong').optional(),
  categoryId: textField().max(100, 'tooLong').optional(),
  status: z.enum(FAQ_STATUSES, 'invalid').optional(),
});
export const faqQueryRequest = faqFilter.extend({ pageIndex, pageSize: pageSize(100, 20) });
export type FaqQueryRequest = z.input<typeof faqQueryRequest>;
export const faqExportRequest = faqFilter;
export type FaqExportRequest = z.input<typeof faqExportRequest>;

export const FAQ_BULK_ACTIONS = ['enable', 'disable', 'delete'] as const;
export const faqBulkRequest = z.object({
  faqIds: z.array(id).min(1, 'required').max(BULK_MAX, 'tooMany'),
  action: z.enum(FAQ_BULK_ACTIONS, 'invalid'),
});
export type FaqBulkRequest = z.input<typeof faqBulkRequest>;

// ---- Import (multipart: `file`, .xlsx or .csv up to 50 MB) ----

/**
 * The template's columns, in order (the header row carries the names in the import's language). Similar questions
 * are one per line (or separated by `|`); the category is created when it does not exist; status defaults to valid.
 */
export const IMPORT_COLUMNS = ['question', 'answer', 'category', 'similarQuestions', 'status'] as const;
export const faqImportRequest = z.object({ file: z.file('required') });
export const importJobRequest = z.object({ jobId: id });
export const importTemplateRequest = z.object({ format: z.enum(IMPORT_TYPES, 'invalid').default('xlsx') });

// ---- Documents ----

/** Upload (multipart: `file`, pdf/doc/docx up to 10 MB, checked by content). */
export const fileUploadRequest = z.object({});
/** Re-upload after a failed parse (multipart: `fileId` and `file`): same record, new content, parsed again. */
export const fileReuploadRequest = z.object({ fileId: id });
export const fileIdRequest = z.object({ fileId: id });
export const fileRenameRequest = z.object({ fileId: id, name: requiredText(200) });
export type FileRenameRequest = z.input<typeof fileRenameRequest>;
export const fileQueryRequest = z.object({
  pageIndex,
  pageSize: pageSize(100, 20),
  keyword: textField().max(100, 'tooLong').optional(),
  status: z.enum(FILE_STATUSES, 'invalid').optional(),
});
export type FileQueryRequest = z.input<typeof fileQueryRequest>;
export const filePassagesRequest = z.object({ fileId: id, pageIndex, pageSize: pageSize(100, 20) });

// ---- kbUserFile (spec §7): a session's documents ----

export const conversationFilesRequest = z.object({ conversationId: id });
/** Attaches documents of the corporation's knowledge base to a session (adds to its `kbConversationDto.fileIds`). */
export const uploadFileUrlsRequest = z.object({
  conversationId: id,
  fileIds: z.array(id).min(1, 'required').max(100, 'tooMany'),
});
export type UploadFileUrlsRequest = z.input<typeof uploadFileUrlsRequest>;
/** Deletes a document from the knowledge base (and so from every session that used it). */
export const delFileRequest = fileIdRequest;

// ---- Retrieval (the debug console; the runtime calls the server function directly) ----

export const knowledgeMatchRequest = z.object({
  question: requiredText(FAQ_QUESTION_MAX),
  /** Answer as this session would: its FAQ categories and documents. Without it, the whole knowledge base. */
  conversationId: textField().max(100, 'tooLong').optional(),
});
export type KnowledgeMatchRequest = z.input<typeof knowledgeMatchRequest>;

// ---- Responses ----

export interface CategoryDto {
  categoryId: string;
  name: string;
  itemCount: number;
  createTime: string;
}

export interface FaqItemDto {
  faqId: string;
  question: string;
  answer: string;
  categoryId: string;
  categoryName: string;
  similarQuestions: string[];
  status: FaqStatus;
  createTime: string;
  updateTime: string;
}

export interface BulkResult {
  /** How many of the ids were the corporation's and changed. */
  affected: number;
}

export interface ImportFailure {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  /** A key of the `Validation` messages, e.g. `required`, `tooLong`, `duplicate`, `categoryNameInvalid`. */
  reason: string;
  /** The column the reason is about, when there is one. */
  column?: (typeof IMPORT_COLUMNS)[number];
  /** The reason in the import's language, as written in the failures file. */
  message: string;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ImportJobDto {
  jobId: string;
  status: JobStatus;
  /** Rows read so far and rows in all (data rows, header excluded; 0 until counted). */
  processed: number;
  total: number;
  imported: number;
  failed: number;
  /** The first failures (at most 100); the whole list is in the failures file. */
  failures: ImportFailure[];
  /** A spreadsheet of the failed rows and why, at `importFailures?jobId=`. */
  hasFailureFile: boolean;
  /** Why the whole import failed (a key of `ApiServer`), e.g. a file that is not a spreadsheet. */
  error: string | null;
  createTime: string;
}

export interface KnowledgeFileDto {
  fileId: string;
  name: string;
  type: DocumentType;
  size: number;
  status: FileStatus;
  /** Why parsing failed: a key of the `ApiServer` messages (e.g. `parseFailed`, `parseNoText`). */
  failReason: string | null;
  /** The reason in the request's language. */
  failMessage: string | null;
  passageCount: number;
  charCount: number;
  createTime: string;
  updateTime: string;
}

export interface PassageDto {
  passageId: string;
  fileId: string;
  ordinal: number;
  text: string;
}

/** What retrieval found for a question: the debug console shows it, the runtime acts on it. */
export interface KnowledgeMatchDto {
  faq: {
    /** 'answer': the FAQ answer is the answer; 'context': the best items go to the model; 'none'. */
    decision: 'answer' | 'context' | 'none';
    /**
     * The best items, best first, with their lexical score (0–1, comparable to the thresholds; the decision also
     * weighs the margin to the second item) and, with an embeddings provider, their cosine with the question.
     */
    matches: {
      faqId: string;
      question: string;
      matchedText: string;
      answer: string;
      score: number;
      similarity?: number;
    }[];
    thresholds: { answer: number; context: number };
  };
  passages: {
    passageId: string;
    fileId: string;
    fileName: string;
    ordinal: number;
    text: string;
    score: number;
  }[];
  /** Time the search took on the server, in milliseconds. */
  ms: number;
}

export const knowledgePaths = {
  categoryList: '/management/knowledge/category/list',
  categoryAdd: '/management/knowledge/category/add',
  categoryUpdate: '/management/knowledge/category/update',
  categoryDelete: '/management/knowledge/category/delete',
  faqQuery: '/management/knowledge/faq/query',
  faqGet: '/management/knowledge/faq/get',
  faqAdd: '/management/knowledge/faq/add',
  faqUpdate: '/management/knowledge/faq/update',
  faqDelete: '/management/knowledge/faq/delete',
  faqBulk: '/management/knowledge/faq/bulk',
  faqImport: '/management/knowledge/faq/import',
  faqImportTemplate: '/management/knowledge/faq/importTemplate',
  importJob: '/management/knowledge/faq/importJob',
  importFailures: '/management/knowledge/faq/importFailures',
  faqExport: '/management/knowledge/faq/export',
  fileUpload: '/management/knowledge/file/upload',
  fileReupload: '/management/knowledge/file/reupload',
  fileQuery: '/management/knowledge/file/query',
  fileGet: '/management/knowledge/file/get',
  fileRename: '/management/knowledge/file/rename',
  filePassages: '/management/knowledge/file/passages',
  listFilesForConversation: '/management/kbUserFile/listFilesForConversation',
  uploadFileUrls: '/management/kbUserFile/uploadFileUrls',
  delFile: '/management/kbUserFile/delFile',
  match: '/management/knowledge/match',
} as const;
