// The environment the browser tests build and serve with. The hotline and the app link are test values: pages
// show them only when configured, so the tests configure them to see those parts.
export const E2E_PORT = process.env.E2E_PORT ?? '3100';

export const E2E_BUILD_ENV = {
  PORT: E2E_PORT,
  HOTLINE: '+86 10 0000 0000',
  ANDROID_APP_URL: 'https://downloads.example.com/companion.apk',
};
