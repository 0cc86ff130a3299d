import { useMutation } from '@tanstack/react-query';
import { accountPaths, type LoginRequest, type LoginResponse } from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';
import { rememberUser } from './remember-user';

// POST /sys-api/login – email, password and image captcha. The token never reaches this code: the web client's
// header makes the API keep it in the sealed httpOnly cookie.
export const useLogin = () =>
  useMutation({
    mutationFn: (input: LoginRequest) => webPost<LoginResponse>(accountPaths.login, input),
    onSuccess: ({ user }) => rememberUser(user),
  });
