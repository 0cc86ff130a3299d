import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryCreateRequest, CategoryUpdateRequest } from '@/features/knowledge/contract';
import { webCall } from '@/lib/api-client/web-client';
import {
  categoryAddEndpoint,
  categoryDeleteEndpoint,
  categoryListEndpoint,
  categoryUpdateEndpoint,
} from '../endpoints';
import { knowledgeKeys } from './keys';

// GET /management/knowledge/category/list – the corporation's FAQ categories with their item counts.
export const categoriesQuery = () =>
  queryOptions({
    queryKey: knowledgeKeys.categories,
    queryFn: () => webCall(categoryListEndpoint),
  });
export const useCategories = () => useQuery(categoriesQuery());

/** A category's name shows in every FAQ row: a change to one makes the lists stale too. */
function useCategoryMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: knowledgeKeys.categories }),
        client.invalidateQueries({ queryKey: knowledgeKeys.faqs }),
      ]),
  });
}

// POST /management/knowledge/category/add
export const useAddCategory = () =>
  useCategoryMutation((input: CategoryCreateRequest) => webCall(categoryAddEndpoint, input));

// POST /management/knowledge/category/update – rename.
export const useRenameCategory = () =>
  useCategoryMutation((input: CategoryUpdateRequest) => webCall(categoryUpdateEndpoint, input));

// DELETE /management/knowledge/category/delete – refused while the category holds items (`categoryInUse`).
export const useDeleteCategory = () =>
  useCategoryMutation((categoryId: string) => webCall(categoryDeleteEndpoint, { categoryId }));
