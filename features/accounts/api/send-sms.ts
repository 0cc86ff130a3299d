import { useMutation } from '@tanstack/react-query';
import { accountPaths, type CodeSentResponse, type SendSmsRequest } from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';

// POST /sys-api/sms/send – an SMS code.
export const useSendSms = () =>
  useMutation({
    mutationFn: (input: SendSmsRequest) => webPost<CodeSentResponse>(accountPaths.sendSms, input),
  });
