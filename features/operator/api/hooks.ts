import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LEAD_STATUSES } from '@/features/operator/contract';
import {
  approveContinuationEndpoint,
  auditListEndpoint,
  continuationsEndpoint,
  createOperatorEndpoint,
  leadsEndpoint,
  listOperatorsEndpoint,
  operatorLoginEndpoint,
  operatorLogoutEndpoint,
  operatorMeEndpoint,
  operatorTotpEndpoint,
  rejectContinuationEndpoint,
  setLeadStatusEndpoint,
  updateOperatorEndpoint,
} from '@/features/operator/endpoints';
import type { OperatorRole } from '@/lib/contract/operator-permissions';
import { operatorCall } from './operator-client';

// The back office's queries and mutations.

/** Rows on one page of every back-office list. */
export const OPERATOR_PAGE_SIZE = 20;

const keys = {
  me: ['operator', 'me'] as const,
  continuations: ['operator', 'continuations'] as const,
  audit: ['operator', 'audit'] as const,
  operators: ['operator', 'operators'] as const,
  leads: ['operator', 'leads'] as const,
};

export const useOperatorMe = () =>
  useQuery({ queryKey: keys.me, queryFn: () => operatorCall(operatorMeEndpoint) });

export const usePasswordStep = () =>
  useMutation({
    mutationFn: (input: { email: string; password: string }) => operatorCall(operatorLoginEndpoint, input),
  });

export const useTotpStep = () =>
  useMutation({
    mutationFn: (input: { ticket: string; code: string }) => operatorCall(operatorTotpEndpoint, input),
  });

export const useOperatorLogout = () =>
  useMutation({ mutationFn: () => operatorCall(operatorLogoutEndpoint) });

export type ContinuationStatus = 'pending' | 'approved' | 'rejected' | 'duplicate';

export const useContinuations = (query: { status?: ContinuationStatus; pageIndex: number }) =>
  useQuery({
    queryKey: [...keys.continuations, query],
    queryFn: () => operatorCall(continuationsEndpoint, { ...query, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useAnswerContinuation() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['operator'] });
  return {
    approve: useMutation({
      mutationFn: (input: { id: string; days: number }) => operatorCall(approveContinuationEndpoint, input),
      onSuccess: done,
    }),
    reject: useMutation({
      mutationFn: (input: { id: string; reason: string }) => operatorCall(rejectContinuationEndpoint, input),
      onSuccess: done,
    }),
  };
}

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const useLeads = (query: { status?: LeadStatus; pageIndex: number }) =>
  useQuery({
    queryKey: [...keys.leads, query],
    queryFn: () => operatorCall(leadsEndpoint, { ...query, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: LeadStatus }) => operatorCall(setLeadStatusEndpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.leads }),
  });
}

export interface AuditFilters {
  action?: string;
  objectType?: string;
  actorType?: 'operator' | 'user' | 'system';
  corpId?: string;
  pageIndex: number;
}

export const useAudit = (filters: AuditFilters) =>
  useQuery({
    queryKey: [...keys.audit, filters],
    queryFn: () => operatorCall(auditListEndpoint, { ...filters, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useOperators = () =>
  useQuery({ queryKey: keys.operators, queryFn: () => operatorCall(listOperatorsEndpoint) });

export function useManageOperators() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: keys.operators });
  return {
    create: useMutation({
      mutationFn: (input: { email: string; role: OperatorRole; password: string }) =>
        operatorCall(createOperatorEndpoint, input),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: (input: { operatorId: string; role?: OperatorRole; disabled?: boolean }) =>
        operatorCall(updateOperatorEndpoint, input),
      onSuccess: done,
    }),
  };
}
