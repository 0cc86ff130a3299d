import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/paging';
import { knowledgePaths, type CategoryDto, type KnowledgeFileDto } from '@/features/knowledge/contract';
import { webGet } from '@/lib/api-client/web-client';
import { sessionKeys } from './keys';

// What the session form offers from the knowledge base, read through the knowledge contract's own paths.

// GET /management/knowledge/category/list – the FAQ categories a session may answer from.
export const useKnowledgeCategories = (enabled: boolean) =>
  useQuery({
    queryKey: sessionKeys.knowledgeCategories,
    queryFn: () => webGet<CategoryDto[]>(knowledgePaths.categoryList),
    enabled,
  });

/** The most documents the picker lists (the query's largest page), newest first. */
export const PICKER_FILES = 100;

// GET /management/knowledge/file/query – the corporation's documents with their parsing state.
export const useKnowledgeFiles = (enabled: boolean) =>
  useQuery({
    queryKey: sessionKeys.knowledgeFiles,
    queryFn: () =>
      webGet<Page<KnowledgeFileDto>>(knowledgePaths.fileQuery, { pageIndex: 1, pageSize: PICKER_FILES }),
    enabled,
  });
