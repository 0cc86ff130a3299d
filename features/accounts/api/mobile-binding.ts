import { useMutation } from '@tanstack/react-query';
import type { BindMobileRequest, MobileCodeRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { bindMobileEndpoint, mobileCodeEndpoint } from '../endpoints';

// POST /sys-api/user/mobile/code – texts a code to the number to add; POST /sys-api/user/mobile – saves it.

export const useSendMobileCode = () =>
  useMutation({
    mutationFn: (input: MobileCodeRequest) => webCall(mobileCodeEndpoint, input),
  });

export const useBindMobile = () =>
  useMutation({
    mutationFn: (input: BindMobileRequest) => webCall(bindMobileEndpoint, input),
  });
