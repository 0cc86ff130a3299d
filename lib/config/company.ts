import type { Locale } from '@/lib/routing/locale';

/** The operating company as the footer shows it; an empty part is not shown. */
export interface CompanyIdentity {
  name: string;
  address: string;
  /** The ICP filing number (ICP 备案号) Chinese sites show, e.g. 京ICP备12345678号-1. */
  icpFiling: string;
}

/**
 * From COMPANY_NAME_ZH / _EN (else COMPANY_NAME), COMPANY_ADDRESS_ZH / _EN (else COMPANY_ADDRESS) and ICP_FILING.
 * Static pages bake them in at build time (scripts/build.mjs lists them); pure so tests can pass their own env.
 */
export function companyIdentity(
  locale: Locale,
  env: Record<string, string | undefined> = process.env,
): CompanyIdentity {
  const localized = (name: string) => (env[`${name}_${locale.toUpperCase()}`] || env[name] || '').trim();
  return {
    name: localized('COMPANY_NAME'),
    address: localized('COMPANY_ADDRESS'),
    icpFiling: (env.ICP_FILING ?? '').trim(),
  };
}
