import { useMutation } from '@tanstack/react-query';
import { accountPaths, type RegisterRequest } from '@/features/accounts/contract';
import { webPost } from '@/lib/api-client/web-client';

// POST /sys-api/register – a new corporation and its first user.
export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterRequest) => webPost<unknown>(accountPaths.register, input) });
