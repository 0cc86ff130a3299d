import { useMutation } from '@tanstack/react-query';
import { accountPaths, type LoginResponse, type SmsLoginRequest } from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';
import { rememberUser } from './remember-user';

// POST /sys-api/login/sms – mobile number and SMS code.
export const useSmsLogin = () =>
  useMutation({
    mutationFn: (input: SmsLoginRequest) => webPost<LoginResponse>(accountPaths.smsLogin, input),
    onSuccess: ({ user }) => rememberUser(user),
  });
