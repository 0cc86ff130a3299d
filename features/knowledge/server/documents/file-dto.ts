import 'server-only';
import type { DocumentType, FileStatus, KnowledgeFileDto } from '@/features/knowledge/contract';
import { knowledgeFiles } from '@/features/knowledge/server/tables';
import { apiMessage, type ApiLang, type MessageKey } from '@/lib/server/http/messages';

export type FileRow = typeof knowledgeFiles.$inferSelect;

const REASONS = new Set<string>([
  'parseFailed',
  'parseNoText',
  'parseEncrypted',
  'parseTooLarge',
  'parseTooLong',
  'parseOutOfMemory',
  'jobFailed',
  'jobInterrupted',
]);

/** The reason as the caller's language says it; a reason this version does not know reads as a failed parse. */
const failMessage = (reason: string | null, lang: ApiLang) =>
  reason ? apiMessage((REASONS.has(reason) ? reason : 'parseFailed') as MessageKey, lang) : null;

export function toFileDto(row: FileRow, lang: ApiLang): KnowledgeFileDto {
  return {
    fileId: row.id,
    name: row.name,
    type: row.type as DocumentType,
    size: row.size,
    status: row.status as FileStatus,
    failReason: row.failReason,
    failMessage: row.status === 'failed' ? failMessage(row.failReason, lang) : null,
    passageCount: row.passageCount,
    charCount: row.charCount,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}
