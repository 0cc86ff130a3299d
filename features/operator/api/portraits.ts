import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portraitReviewPaths, type ReviewedStatus } from '@/features/portraits-review/contract';
import {
  approvePortraitEndpoint,
  portraitQueueEndpoint,
  rejectPortraitEndpoint,
} from '@/features/portraits-review/endpoints';
import { OPERATOR_PAGE_SIZE } from './hooks';
import { operatorCall } from './operator-client';

// The portrait review queue's query and decisions (the portraits-review area answers them).

const key = ['operator', 'portraits'] as const;

export const usePortraitQueue = (query: { status: ReviewedStatus; pageIndex: number }) =>
  useQuery({
    queryKey: [...key, 'queue', query],
    queryFn: () => operatorCall(portraitQueueEndpoint, { ...query, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useDecidePortrait() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  return {
    approve: useMutation({
      mutationFn: (id: string) => operatorCall(approvePortraitEndpoint, { id }),
      onSettled,
    }),
    reject: useMutation({
      mutationFn: (input: { id: string; reason: string }) => operatorCall(rejectPortraitEndpoint, input),
      onSettled,
    }),
  };
}

/** The photo's address for an <img>: the operator's cookie goes with it; the answer is private (no-store). */
export const portraitPhotoSrc = (id: string) =>
  `/api${portraitReviewPaths.photo}?${new URLSearchParams({ id })}`;
