import 'server-only';
import type { CertificationPort, BillingPorts } from '@/features/billing/server/ports';
import type { ProviderOf } from '@/features/billing/server/online/start-payment';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { grantForOrder, upgradeToStandard } from '@/features/plans/server/purchases';
import { planStanding } from '@/features/plans/server/standing';
import type { Db } from '@/lib/server/db/client';
import { plansPorts } from './plans-ports';

// Billing and the areas it changes or asks: the plans area's discount, plan and grants (stored by the deployment
// area), the certification area's verdict, and the payment gateways' providers.

export const billingPorts: BillingPorts = {
  terms: async (db, corpId) => {
    const standing = await planStanding(db, corpId);
    return standing && { discountPercent: standing.discountPercent, plan: standing.plan };
  },
  upgradePlan: upgradeToStandard,
  grantForOrder: (tx, corpId, grant) => grantForOrder(tx, plansPorts, corpId, grant),
};

/**
 * Bank transfer needs a certified corporation. The certification area (issue 22 §3, built beside billing) answers
 * it; until it is composed here, no corporation counts as certified: transfers are refused (42212), never allowed
 * unchecked.
 */
export const billingCertification: CertificationPort = {
  isCertified: async () => false,
};

/**
 * The online gateways' providers (features/billing/server/payments, built beside billing). Until they are composed
 * here, no online method is configured: `pay/unifiedOrder` answers 50300 and the jobs only expire orders.
 */
export const paymentProviderOf: ProviderOf = () => null;

/** The `RecordPayment` the providers' notification routes and the jobs use. */
export const billingRecordPayment = (db: Db) => recordPayment(db, billingPorts);
