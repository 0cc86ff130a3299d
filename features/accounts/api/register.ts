import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@/features/accounts/contract';
import { webCall } from '@/lib/api-client/web-client';
import { registerEndpoint } from '../endpoints';

// POST /sys-api/register – a new corporation and its first user.
export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterRequest) => webCall(registerEndpoint, input) });
