import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldErrorText } from '@/components/ui/form/useFieldErrorText';
import type { CorporationDetailDto } from '@/features/operator/endpoints';
import { operatorPaths } from '@/features/operator/contract';
import { plansPaths } from '@/features/plans/contract';
import { OperatorApiError, operatorGet, operatorPost } from './operator-client';

// A corporation's detail and the back office's changes to its plan (features/plans declares them): each change
// refreshes the detail, so the limits, grants and the audit entry it wrote show at once.

export const corporationKey = (corpId: string) => ['operator', 'corporation', corpId] as const;

export const useCorporationDetail = (corpId: string) =>
  useQuery({
    queryKey: corporationKey(corpId),
    queryFn: () => operatorGet<CorporationDetailDto>(operatorPaths.corporation, { corpId }),
  });

type Change = keyof typeof plansPaths;

export function usePlanChange(corpId: string, change: Change) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => operatorPost<unknown>(plansPaths[change], { corpId, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator'] }),
  });
}

/** A failed change in words: a field's reason from the Validation messages, else the server's message. */
export function useChangeError() {
  const fieldText = useFieldErrorText();
  return (error: Error | null): string | null => {
    if (!error) return null;
    const fields =
      error instanceof OperatorApiError ? (error.data as { fields?: unknown })?.fields : undefined;
    const first = Array.isArray(fields) ? (fields[0] as { message?: string } | undefined) : undefined;
    return fieldText(first?.message) ?? error.message;
  };
}
