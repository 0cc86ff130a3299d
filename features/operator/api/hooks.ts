import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorPaths,
  type AuditRow,
  type ContinuationRow,
  type OperatorLoginStep,
  type OperatorMe,
  type OperatorRow,
  type Paged,
} from '@/features/operator/contract';
import type { OperatorRole } from '@/lib/contract/operator-permissions';
import { operatorGet, operatorPost } from './operator-client';

// The back office's queries and mutations.

const keys = {
  me: ['operator', 'me'] as const,
  continuations: ['operator', 'continuations'] as const,
  audit: ['operator', 'audit'] as const,
  operators: ['operator', 'operators'] as const,
};

export const useOperatorMe = () =>
  useQuery({ queryKey: keys.me, queryFn: () => operatorGet<OperatorMe>(operatorPaths.me) });

export const usePasswordStep = () =>
  useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      operatorPost<OperatorLoginStep>(operatorPaths.login, input),
  });

export const useTotpStep = () =>
  useMutation({
    mutationFn: (input: { ticket: string; code: string }) =>
      operatorPost<OperatorMe>(operatorPaths.loginTotp, input),
  });

export const useOperatorLogout = () =>
  useMutation({ mutationFn: () => operatorPost<null>(operatorPaths.logout) });

export const useContinuations = (query: { status?: string; page: number }) =>
  useQuery({
    queryKey: [...keys.continuations, query],
    queryFn: () =>
      operatorGet<Paged<ContinuationRow>>(operatorPaths.continuations, { ...query, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

export function useAnswerContinuation() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['operator'] });
  return {
    approve: useMutation({
      mutationFn: (input: { id: string; days: number }) =>
        operatorPost<unknown>(operatorPaths.approveContinuation, input),
      onSuccess: done,
    }),
    reject: useMutation({
      mutationFn: (input: { id: string; reason: string }) =>
        operatorPost<unknown>(operatorPaths.rejectContinuation, input),
      onSuccess: done,
    }),
  };
}

export interface AuditFilters {
  action?: string;
  objectType?: string;
  actorType?: string;
  corpId?: string;
  page: number;
}

export const useAudit = (filters: AuditFilters) =>
  useQuery({
    queryKey: [...keys.audit, filters],
    queryFn: () => operatorGet<Paged<AuditRow>>(operatorPaths.audit, { ...filters, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

export const useOperators = () =>
  useQuery({ queryKey: keys.operators, queryFn: () => operatorGet<OperatorRow[]>(operatorPaths.operators) });

export function useManageOperators() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: keys.operators });
  return {
    create: useMutation({
      mutationFn: (input: { email: string; role: OperatorRole; password: string }) =>
        operatorPost<OperatorRow>(operatorPaths.createOperator, input),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: (input: { operatorId: string; role?: OperatorRole; disabled?: boolean }) =>
        operatorPost<OperatorRow>(operatorPaths.updateOperator, input),
      onSuccess: done,
    }),
  };
}
