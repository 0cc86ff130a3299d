import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrialContinuationRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { trialContinuationEndpoint } from '../endpoints';
import { accountKeys } from './keys';

// POST /sys-api/user/trial-continuation – apply to continue after the trial.
export function useTrialContinuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrialContinuationRequest) => webCall(trialContinuationEndpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.limits }),
  });
}
