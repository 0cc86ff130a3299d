import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  knowledgePaths,
  type CategoryCreateRequest,
  type CategoryDto,
  type CategoryUpdateRequest,
} from '@/features/knowledge/contract';
import { webDelete, webGet, webPost } from '@/lib/api-client/web-client';
import { knowledgeKeys } from './keys';

// GET /management/knowledge/category/list – the corporation's FAQ categories with their item counts.
export const categoriesQuery = () =>
  queryOptions({
    queryKey: knowledgeKeys.categories,
    queryFn: () => webGet<CategoryDto[]>(knowledgePaths.categoryList),
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
  useCategoryMutation((input: CategoryCreateRequest) =>
    webPost<CategoryDto>(knowledgePaths.categoryAdd, input),
  );

// POST /management/knowledge/category/update – rename.
export const useRenameCategory = () =>
  useCategoryMutation((input: CategoryUpdateRequest) =>
    webPost<CategoryDto>(knowledgePaths.categoryUpdate, input),
  );

// DELETE /management/knowledge/category/delete – refused while the category holds items (`categoryInUse`).
export const useDeleteCategory = () =>
  useCategoryMutation((categoryId: string) => webDelete<null>(knowledgePaths.categoryDelete, { categoryId }));
