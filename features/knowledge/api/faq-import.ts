import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportJobDto, ImportType } from '@/features/knowledge/contract';
import { webCall, webGetBlob, webUpload } from '@/lib/api-client/web-client';
import {
  faqImportEndpoint,
  faqImportTemplateEndpoint,
  importFailuresEndpoint,
  importJobEndpoint,
} from '../endpoints';
import { knowledgeKeys } from './keys';
import { fileDate, saveFile } from '@/lib/api-client/save-file';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export interface ImportUploadVariables {
  file: File;
  /** 0 to 1 of the file sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

// POST /management/knowledge/faq/import – the spreadsheet, with upload progress; answers the job that reads it.
export const useImportFaq = () =>
  useMutation({
    mutationFn: ({ file, onProgress, signal }: ImportUploadVariables) => {
      const form = new FormData();
      form.append('file', file);
      return webUpload<ImportJobDto>(faqImportEndpoint.path, form, { onProgress, signal });
    },
  });

export const isImportRunning = (job: ImportJobDto | undefined) =>
  !job || job.status === 'queued' || job.status === 'running';

/** Asked again every IMPORT_POLL_MS while the job is queued or running, then no more. */
export const importPollInterval = (job: ImportJobDto | undefined) =>
  isImportRunning(job) ? IMPORT_POLL_MS : false;

// GET /management/knowledge/faq/importJob – the job's progress; once it has ended, the lists and categories (an
// import may create categories) are stale.
export function useImportJob(jobId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: knowledgeKeys.importJob(jobId ?? ''),
    queryFn: async () => {
      const job = await webCall(importJobEndpoint, { jobId: jobId ?? '' });
      if (!isImportRunning(job))
        await Promise.all([
          client.invalidateQueries({ queryKey: knowledgeKeys.faqs }),
          client.invalidateQueries({ queryKey: knowledgeKeys.categories }),
        ]);
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) => importPollInterval(query.state.data),
  });
}

// GET /management/knowledge/faq/importTemplate – the template with its header row in the page's language.
export async function downloadImportTemplate(format: ImportType) {
  saveFile(await webGetBlob(faqImportTemplateEndpoint.path, { format }), `faq-template.${format}`);
}

// GET /management/knowledge/faq/importFailures – the failed rows and why.
export async function downloadImportFailures(jobId: string) {
  saveFile(
    await webGetBlob(importFailuresEndpoint.path, { jobId }),
    `faq-import-failures-${fileDate()}.xlsx`,
  );
}
