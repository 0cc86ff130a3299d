import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { loginEndpoint } from '../endpoints';
import { rememberUser } from './remember-user';

// POST /sys-api/login – email, password and image captcha. The token never reaches this code: the web client's
// header makes the API keep it in the sealed httpOnly cookie.
export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginRequest) => webCall(loginEndpoint, input),
    onSuccess: ({ user }) => rememberUser(user),
  });
