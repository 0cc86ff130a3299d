import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, type TrialContinuationRequest } from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';
import { accountKeys } from './keys';

// POST /sys-api/user/trial-continuation – apply to continue after the trial.
export function useTrialContinuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrialContinuationRequest) => webPost<unknown>(accountPaths.trialContinuation, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.limits }),
  });
}
