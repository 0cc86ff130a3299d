import { queryOptions } from '@tanstack/react-query';
import type { CaptchaResponse } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { captchaEndpoint } from '../endpoints';
import { accountKeys } from './keys';

// GET /sys-api/captcha – a new image captcha.

/** Passing the shown captcha's id retires it on the server, so only the newest image is ever accepted. */
const fetchCaptcha = (previousId?: string) =>
  webCall(captchaEndpoint, previousId ? { captchaId: previousId } : {});

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.captcha,
    queryFn: ({ client }) =>
      fetchCaptcha(client.getQueryData<CaptchaResponse>(accountKeys.captcha)?.captchaId),
    // Each image is single use; a cached one would be refused.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
