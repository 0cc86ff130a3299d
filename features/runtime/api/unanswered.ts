import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryListEndpoint, faqQueryEndpoint } from '@/features/knowledge/endpoints';
import type { ResolveUnansweredRequest, UnansweredRequest } from '@/features/runtime/contract';
import { resolveUnansweredEndpoint, unansweredEndpoint } from '@/features/runtime/endpoints';
import { webCall } from '@/lib/api-client/web-client';

const keys = {
  all: ['runtime', 'unanswered'] as const,
  list: (query: UnansweredRequest) => ['runtime', 'unanswered', query] as const,
};

// GET /management/chat/unanswered – a page of the period's unanswered questions, grouped.
export const useUnanswered = (query: UnansweredRequest) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: () => webCall(unansweredEndpoint, query),
    placeholderData: keepPreviousData,
  });

// POST /management/chat/unanswered/resolve – the question goes to the FAQ (or away); its group leaves the list.
export function useResolveUnanswered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveUnansweredRequest) => webCall(resolveUnansweredEndpoint, input),
    // The knowledge page's lists hold the item that changed.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all }),
        client.invalidateQueries({ queryKey: ['knowledge'] }),
      ]),
  });
}

// GET /management/knowledge/category/list – where a new FAQ item may go.
export const useFaqCategories = () =>
  useQuery({
    queryKey: ['runtime', 'unanswered', 'categories'],
    queryFn: () => webCall(categoryListEndpoint),
  });

/** Items the picker offers for a search: enough to choose from, the owner types to narrow. */
const PICKER_SIZE = 20;

// GET /management/knowledge/faq/query – FAQ items whose text has the keyword, to pick one.
export const useFaqSearch = (keyword: string) =>
  useQuery({
    queryKey: ['runtime', 'unanswered', 'faq-search', keyword],
    queryFn: () =>
      webCall(faqQueryEndpoint, {
        pageIndex: 1,
        pageSize: PICKER_SIZE,
        ...(keyword ? { keyword } : {}),
      }),
    placeholderData: keepPreviousData,
  });
