// The environment the browser tests build and serve with. The hotline, the app link and the company identity are
// test values: pages show them only when configured, so the tests configure them to see those parts.
export const E2E_PORT = process.env.E2E_PORT ?? '3100';

export const E2E_BUILD_ENV = {
  PORT: E2E_PORT,
  HOTLINE: '+86 10 0000 0000',
  ANDROID_APP_URL: 'https://downloads.example.com/companion.apk',
  COMPANY_NAME_ZH: '示例数字人科技有限公司',
  COMPANY_NAME_EN: 'Example Digital Human Co., Ltd.',
  COMPANY_ADDRESS_ZH: '北京市海淀区示例路 1 号',
  COMPANY_ADDRESS_EN: '1 Example Road, Haidian, Beijing',
  ICP_FILING: '京ICP备00000000号-1',
  // `next start` runs as production: without this the unconfigured Alipay and WeChat Pay would be offered not at
  // all, rather than through the platform's sandbox gateway (features/billing/server/payments/README.md).
  PAYMENT_SANDBOX: '1',
  // The build skips its own type check (next.config.mjs): `npm test` ran `tsc --noEmit` just before, and the type
  // check is not what a browser run tests.
  DH_TYPES_CHECKED: '1',
};

/** Spec §2: the whole product under a base path, in a build of its own folder (`e2e/base-path.spec.ts`). */
export const BASE_PATH_ENV = { BASE_PATH: '/dh', NEXT_DIST_DIR: '.next-dh' };
