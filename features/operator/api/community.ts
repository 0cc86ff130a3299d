import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideEndpoint, flagsEndpoint, moderationQueueEndpoint } from '@/features/community/endpoints';
import { OPERATOR_PAGE_SIZE } from './hooks';
import { operatorCall } from './operator-client';

// The forum's moderation queue and actions (the community area answers them).

const key = ['operator', 'community'] as const;

export const useModerationQueue = (query: {
  kind: 'posts' | 'comments';
  status: 'pending' | 'approved' | 'rejected';
  pageIndex: number;
}) =>
  useQuery({
    queryKey: [...key, 'queue', query],
    queryFn: () => operatorCall(moderationQueueEndpoint, { ...query, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useModerate() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  return {
    decide: useMutation({
      mutationFn: (input: {
        kind: 'posts' | 'comments';
        id: string;
        decision: 'approve' | 'reject';
        reason?: string;
      }) => operatorCall(decideEndpoint, input),
      onSettled,
    }),
    flags: useMutation({
      mutationFn: (input: {
        id: string;
        pinned?: boolean;
        locked?: boolean;
        hidden?: boolean;
        announcement?: boolean;
      }) => operatorCall(flagsEndpoint, input),
      onSettled,
    }),
  };
}
