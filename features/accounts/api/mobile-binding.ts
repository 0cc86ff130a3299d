import { useMutation } from '@tanstack/react-query';
import {
  accountPaths,
  type BindMobileRequest,
  type CodeSentResponse,
  type MobileCodeRequest,
  type UserInfo,
} from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';

// POST /sys-api/user/mobile/code – texts a code to the number to add; POST /sys-api/user/mobile – saves it.

export const useSendMobileCode = () =>
  useMutation({
    mutationFn: (input: MobileCodeRequest) => webPost<CodeSentResponse>(accountPaths.mobileCode, input),
  });

export const useBindMobile = () =>
  useMutation({
    mutationFn: (input: BindMobileRequest) => webPost<UserInfo>(accountPaths.bindMobile, input),
  });
