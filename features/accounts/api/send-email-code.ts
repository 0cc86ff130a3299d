import { useMutation } from '@tanstack/react-query';
import { accountPaths, type SendEmailCodeRequest } from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';

// POST /sys-api/email/code – an email code to register or to reset the password.
export const useSendEmailCode = () =>
  useMutation({
    mutationFn: (input: SendEmailCodeRequest) => webPost<unknown>(accountPaths.sendEmailCode, input),
  });
