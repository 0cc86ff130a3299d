import { describe, expect, it } from 'vitest';
import { companyIdentity } from '@/lib/config/company';

describe('companyIdentity', () => {
  it('is empty when nothing is configured', () => {
    expect(companyIdentity('zh', {})).toEqual({ name: '', address: '', icpFiling: '' });
  });

  it('takes the name and address of the page language, else the shared ones', () => {
    const env = {
      COMPANY_NAME: 'Acme',
      COMPANY_NAME_ZH: '艾克米科技有限公司',
      COMPANY_ADDRESS: ' 1 Main St ',
      ICP_FILING: '京ICP备12345678号-1',
    };
    expect(companyIdentity('zh', env)).toEqual({
      name: '艾克米科技有限公司',
      address: '1 Main St',
      icpFiling: '京ICP备12345678号-1',
    });
    expect(companyIdentity('en', env)).toEqual({
      name: 'Acme',
      address: '1 Main St',
      icpFiling: '京ICP备12345678号-1',
    });
  });

  it('ignores an empty localized value', () => {
    expect(companyIdentity('en', { COMPANY_NAME_EN: '', COMPANY_NAME: 'Acme' }).name).toBe('Acme');
  });
});
