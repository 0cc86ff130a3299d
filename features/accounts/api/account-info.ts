import { useQuery } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import { queryUserInfoEndpoint } from '../endpoints';

// GET /management/user/queryUserInfo – the account's basics (plan, trial, discount, certification).
export const useAccountInfo = () =>
  useQuery({ queryKey: ['accounts', 'info'], queryFn: () => webCall(queryUserInfoEndpoint) });
