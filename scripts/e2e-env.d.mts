export const E2E_PORT: string;
export const E2E_BUILD_ENV: { PORT: string; HOTLINE: string; ANDROID_APP_URL: string };
