import { USER_LIMITS_QUERY_KEY } from '@/features/accounts/contract';

// Query keys of the accounts area, in one place so that invalidations match the queries they mean.
export const accountKeys = {
  captcha: ['accounts', 'captcha'],
  limits: USER_LIMITS_QUERY_KEY,
} as const;
