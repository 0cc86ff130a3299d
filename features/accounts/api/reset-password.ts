import { useMutation } from '@tanstack/react-query';
import { accountPaths, type ResetPasswordRequest } from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';

// POST /sys-api/password/reset – a new password with the emailed code.
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordRequest) => webPost<unknown>(accountPaths.resetPassword, input),
  });
