import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BindMobileRequest,
  CaptchaResponse,
  CodeSentResponse,
  LoginRequest,
  LoginResponse,
  MobileCodeRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SendEmailCodeRequest,
  SendSmsRequest,
  SmsLoginRequest,
  TrialContinuationRequest,
  UserInfo,
  UserLimits,
} from '@/features/accounts/contract';
import { apiPaths } from '@/lib/contract/paths';
import { clearUserData, writeUserData } from '@/lib/api-client/user-storage';
import { webApiClient } from '@/lib/api-client/web-client';

// Accounts (spec §7 "User and system"): fetchers, query options and hooks. The token never reaches this code:
// the web client's header makes the API keep it in the sealed httpOnly cookie.

/** Spec §6: user limits are fetched on entering the console and kept for the browser session. */
export const USER_LIMITS_KEY = 'userLimits';

async function post<T>(path: string, payload?: object): Promise<T> {
  return (await webApiClient().post<T>(path, payload as Record<string, unknown> | undefined)).data;
}

async function get<T>(path: string, payload?: object): Promise<T> {
  return (await webApiClient().get<T>(path, payload as Record<string, unknown> | undefined)).data;
}

const CAPTCHA_KEY = ['accounts', 'captcha'] as const;

/** Passing the shown captcha's id retires it on the server, so only the newest image is ever accepted. */
export const fetchCaptcha = (previousId?: string) =>
  get<CaptchaResponse>(apiPaths.captcha, previousId ? { captchaId: previousId } : undefined);

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: CAPTCHA_KEY,
    queryFn: ({ client }) => fetchCaptcha(client.getQueryData<CaptchaResponse>(CAPTCHA_KEY)?.captchaId),
    // Each image is single use; a cached one would be refused.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** A new login starts a new console session: limits of an earlier account must not linger. */
export function rememberUser(user: UserInfo) {
  clearUserData();
  writeUserData({
    userId: user.userId,
    corpId: user.corpId,
    email: user.email,
    companyName: user.companyName,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginRequest) => post<LoginResponse>(apiPaths.login, input),
    onSuccess: ({ user }) => rememberUser(user),
  });
}

export function useSmsLogin() {
  return useMutation({
    mutationFn: (input: SmsLoginRequest) => post<LoginResponse>(apiPaths.smsLogin, input),
    onSuccess: ({ user }) => rememberUser(user),
  });
}

export const useSendSms = () =>
  useMutation({ mutationFn: (input: SendSmsRequest) => post<CodeSentResponse>(apiPaths.sendSms, input) });

export const useSendEmailCode = () =>
  useMutation({ mutationFn: (input: SendEmailCodeRequest) => post<unknown>(apiPaths.sendEmailCode, input) });

export const useSendMobileCode = () =>
  useMutation({
    mutationFn: (input: MobileCodeRequest) => post<CodeSentResponse>(apiPaths.mobileCode, input),
  });

export const useBindMobile = () =>
  useMutation({ mutationFn: (input: BindMobileRequest) => post<UserInfo>(apiPaths.bindMobile, input) });

export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterRequest) => post<unknown>(apiPaths.register, input) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordRequest) => post<unknown>(apiPaths.resetPassword, input) });

/** Logging out always forgets the user here, even when the server call fails (the session may already be gone). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<unknown>(apiPaths.logout),
    onSettled: () => {
      clearUserData();
      queryClient.clear();
    },
  });
}

function readStoredLimits(): UserLimits | undefined {
  try {
    const raw = sessionStorage.getItem(USER_LIMITS_KEY);
    return raw ? (JSON.parse(raw) as UserLimits) : undefined;
  } catch {
    return undefined;
  }
}

export function storeLimits(limits: UserLimits) {
  try {
    sessionStorage.setItem(USER_LIMITS_KEY, JSON.stringify(limits));
  } catch {
    // Without storage the limits are fetched again on the next console page.
  }
}

export async function fetchUserLimits(): Promise<UserLimits> {
  const limits = await get<UserLimits>(apiPaths.userLimits);
  storeLimits(limits);
  return limits;
}

export const userLimitsQueryOptions = (initial?: UserLimits) =>
  queryOptions({
    queryKey: ['accounts', 'limits'],
    queryFn: fetchUserLimits,
    initialData: () => initial ?? readStoredLimits(),
    // Fetched once on entering the console, then kept for the session (spec §6).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useUserLimits = (initial?: UserLimits) => useQuery(userLimitsQueryOptions(initial));

export function useTrialContinuation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrialContinuationRequest) => post<unknown>(apiPaths.trialContinuation, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts', 'limits'] }),
  });
}
