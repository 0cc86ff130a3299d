import { useMutation } from '@tanstack/react-query';
import type { SendSmsRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { sendSmsEndpoint } from '../endpoints';

// POST /sys-api/sms/send – an SMS code.
export const useSendSms = () =>
  useMutation({
    mutationFn: (input: SendSmsRequest) => webCall(sendSmsEndpoint, input),
  });
