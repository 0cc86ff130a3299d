import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/paging';
import type { FileQueryRequest, FileRenameRequest, KnowledgeFileDto } from '@/features/knowledge/contract';
import { webCall, webUpload } from '@/lib/api-client/web-client';
import {
  delFileEndpoint,
  filePassagesEndpoint,
  fileQueryEndpoint,
  fileRenameEndpoint,
  fileReuploadEndpoint,
  fileUploadEndpoint,
} from '../endpoints';
import { knowledgeKeys } from './keys';

/** How often the list is asked again while a document waits for or is in parsing. */
export const FILE_POLL_MS = 2000;

/** Parsing runs in the background: the list is polled while any file on it is pending or parsing. */
export const filePollInterval = (page: Page<KnowledgeFileDto> | undefined) =>
  page?.list.some((file) => file.status === 'pending' || file.status === 'parsing') ? FILE_POLL_MS : false;

// GET /management/knowledge/file/query – one page of the corporation's documents, newest first.
export const fileListQuery = (query: FileQueryRequest) =>
  queryOptions({
    queryKey: knowledgeKeys.fileList(query),
    queryFn: () => webCall(fileQueryEndpoint, query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => filePollInterval(q.state.data),
  });
export const useFileList = (query: FileQueryRequest) => useQuery(fileListQuery(query));

// GET /management/knowledge/file/passages – what parsing made of a document, in order.
export const usePassages = (fileId: string | null, pageIndex: number) =>
  useQuery({
    queryKey: knowledgeKeys.passages(fileId ?? '', pageIndex),
    queryFn: () => webCall(filePassagesEndpoint, { fileId: fileId ?? '', pageIndex, pageSize: 20 }),
    enabled: fileId !== null,
    placeholderData: keepPreviousData,
  });

export interface FileUploadVariables {
  file: File;
  /** Re-upload into this record (after a failed parse) instead of adding a new one. */
  fileId?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function useFileMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.files }),
  });
}

// POST /management/knowledge/file/upload or /file/reupload – a pdf, doc or docx, with upload progress.
export const useUploadFile = () =>
  useFileMutation(({ file, fileId, onProgress, signal }: FileUploadVariables) => {
    const form = new FormData();
    if (fileId) form.append('fileId', fileId);
    form.append('file', file);
    const path = (fileId ? fileReuploadEndpoint : fileUploadEndpoint).path;
    return webUpload<KnowledgeFileDto>(path, form, { onProgress, signal });
  });

// POST /management/knowledge/file/rename
export const useRenameFile = () =>
  useFileMutation((input: FileRenameRequest) => webCall(fileRenameEndpoint, input));

// DELETE /management/kbUserFile/delFile – the document, its passages, and its place in every session.
export const useDeleteFile = () => useFileMutation((fileId: string) => webCall(delFileEndpoint, { fileId }));
