import { useMutation } from '@tanstack/react-query';
import type { SmsLoginRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { smsLoginEndpoint } from '../endpoints';
import { rememberUser } from './remember-user';

// POST /sys-api/login/sms – mobile number and SMS code.
export const useSmsLogin = () =>
  useMutation({
    mutationFn: (input: SmsLoginRequest) => webCall(smsLoginEndpoint, input),
    onSuccess: ({ user }) => rememberUser(user),
  });
