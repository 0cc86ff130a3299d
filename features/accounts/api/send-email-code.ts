import { useMutation } from '@tanstack/react-query';
import type { SendEmailCodeRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { sendEmailCodeEndpoint } from '../endpoints';

// POST /sys-api/email/code – an email code to register or to reset the password.
export const useSendEmailCode = () =>
  useMutation({
    mutationFn: (input: SendEmailCodeRequest) => webCall(sendEmailCodeEndpoint, input),
  });
