import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { resetPasswordEndpoint } from '../endpoints';

// POST /sys-api/password/reset – a new password with the emailed code.
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordRequest) => webCall(resetPasswordEndpoint, input),
  });
