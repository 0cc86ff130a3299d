// Query keys of the accounts area, in one place so that invalidations match the queries they mean.
export const accountKeys = {
  captcha: ['accounts', 'captcha'],
  limits: ['accounts', 'limits'],
} as const;
