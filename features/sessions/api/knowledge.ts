import { useQuery } from '@tanstack/react-query';
import { categoryListEndpoint, fileQueryEndpoint } from '@/features/knowledge/endpoints';
import { webCall } from '@/lib/api-client/web-client';
import { sessionKeys } from './keys';

// What the session form offers from the knowledge base, read through the knowledge area's own endpoints.

// GET /management/knowledge/category/list – the FAQ categories a session may answer from.
export const useKnowledgeCategories = (enabled: boolean) =>
  useQuery({
    queryKey: sessionKeys.knowledgeCategories,
    queryFn: () => webCall(categoryListEndpoint),
    enabled,
  });

/** The most documents the picker lists (the query's largest page), newest first. */
export const PICKER_FILES = 100;

// GET /management/knowledge/file/query – the corporation's documents with their parsing state.
export const useKnowledgeFiles = (enabled: boolean) =>
  useQuery({
    queryKey: sessionKeys.knowledgeFiles,
    queryFn: () => webCall(fileQueryEndpoint, { pageIndex: 1, pageSize: PICKER_FILES }),
    enabled,
  });
