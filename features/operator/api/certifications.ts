import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmissionStatus } from '@/features/certification/contract';
import {
  approveCertificationEndpoint,
  certificationDetailEndpoint,
  certificationQueueEndpoint,
  rejectCertificationEndpoint,
} from '@/features/certification/endpoints';
import { OPERATOR_PAGE_SIZE } from './hooks';
import { operatorCall } from './operator-client';

// The certification queue's queries and decisions (the certification area answers them).

const key = ['operator', 'certifications'] as const;

export const useCertificationQueue = (query: { status?: SubmissionStatus; pageIndex: number }) =>
  useQuery({
    queryKey: [...key, 'queue', query],
    queryFn: () => operatorCall(certificationQueueEndpoint, { ...query, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useCertificationDetail = (id: string | null) =>
  useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: () => operatorCall(certificationDetailEndpoint, { id: id! }),
    enabled: !!id,
  });

export function useDecideCertification() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  return {
    approve: useMutation({
      mutationFn: (id: string) => operatorCall(approveCertificationEndpoint, { id }),
      onSettled,
    }),
    reject: useMutation({
      mutationFn: (input: { id: string; reason: string }) => operatorCall(rejectCertificationEndpoint, input),
      onSettled,
    }),
  };
}
