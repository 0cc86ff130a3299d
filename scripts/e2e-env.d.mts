export const E2E_PORT: string;
export const E2E_BUILD_ENV: {
  PORT: string;
  HOTLINE: string;
  ANDROID_APP_URL: string;
  COMPANY_NAME_ZH: string;
  COMPANY_NAME_EN: string;
  COMPANY_ADDRESS_ZH: string;
  COMPANY_ADDRESS_EN: string;
  ICP_FILING: string;
};
