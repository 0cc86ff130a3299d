import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityFields, ActivityState } from '@/features/activities/contract';
import {
  createActivityEndpoint,
  endActivityEndpoint,
  operatorActivitiesEndpoint,
  updateActivityEndpoint,
} from '@/features/activities/endpoints';
import { OPERATOR_PAGE_SIZE } from './hooks';
import { operatorCall } from './operator-client';

// The back office's promotion calls (features/activities declares them): a change refreshes the list.

const key = ['operator', 'activities'] as const;

export const useOperatorActivities = (state: ActivityState | undefined, pageIndex: number) =>
  useQuery({
    queryKey: [...key, state ?? 'all', pageIndex],
    queryFn: () =>
      operatorCall(operatorActivitiesEndpoint, { state, pageIndex, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useActivityChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: key });
  return {
    create: useMutation({
      mutationFn: (fields: ActivityFields) => operatorCall(createActivityEndpoint, fields),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (fields: ActivityFields & { activityId: string }) =>
        operatorCall(updateActivityEndpoint, fields),
      onSuccess,
    }),
    end: useMutation({
      mutationFn: (activityId: string) => operatorCall(endActivityEndpoint, { activityId }),
      onSuccess,
    }),
  };
}
