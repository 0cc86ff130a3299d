import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FaqBulkRequest,
  FaqItemInput,
  FaqQueryRequest,
  FaqUpdateRequest,
} from '@/features/knowledge/contract';
import { webCall } from '@/lib/api-client/web-client';
import {
  faqAddEndpoint,
  faqBulkEndpoint,
  faqDeleteEndpoint,
  faqIndexStatusEndpoint,
  faqQueryEndpoint,
  faqUpdateEndpoint,
} from '../endpoints';
import { knowledgeKeys } from './keys';

// GET /management/knowledge/faq/query – one page of FAQ items under the filters, newest first.
export const faqListQuery = (query: FaqQueryRequest) =>
  queryOptions({
    queryKey: knowledgeKeys.faqList(query),
    queryFn: () => webCall(faqQueryEndpoint, query),
    placeholderData: keepPreviousData,
  });
export const useFaqList = (query: FaqQueryRequest) => useQuery(faqListQuery(query));

// GET /management/knowledge/faq/indexStatus – whether the semantic index failed to take the last change. Indexing
// runs in the background after a save, so the answer is asked again now and then, not only after a change.
export const useFaqIndexStatus = () =>
  useQuery({
    queryKey: knowledgeKeys.faqIndexStatus,
    queryFn: () => webCall(faqIndexStatusEndpoint),
    refetchInterval: 60_000,
  });

/** Items change the lists and the categories' counts. */
function useFaqMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: knowledgeKeys.faqs }),
        client.invalidateQueries({ queryKey: knowledgeKeys.categories }),
      ]),
  });
}

// POST /management/knowledge/faq/add – refused past the corporation's cap (`faqLimit`).
export const useAddFaq = () => useFaqMutation((input: FaqItemInput) => webCall(faqAddEndpoint, input));

// POST /management/knowledge/faq/update
export const useUpdateFaq = () =>
  useFaqMutation((input: FaqUpdateRequest) => webCall(faqUpdateEndpoint, input));

// DELETE /management/knowledge/faq/delete
export const useDeleteFaq = () => useFaqMutation((faqId: string) => webCall(faqDeleteEndpoint, { faqId }));

// POST /management/knowledge/faq/bulk – enable, disable or delete many at once.
export const useBulkFaq = () => useFaqMutation((input: FaqBulkRequest) => webCall(faqBulkEndpoint, input));
