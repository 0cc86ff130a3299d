import 'server-only';
import type { CertificationPort, BillingPorts } from '@/features/billing/server/ports';
import type { ProviderOf } from '@/features/billing/server/online/start-payment';
import { recordPayment } from '@/features/billing/server/online/record-payment';
import { paymentProviders } from '@/features/billing/server/payments/providers';
import { grantForOrder, upgradeToStandard } from '@/features/plans/server/purchases';
import { planStanding } from '@/features/plans/server/standing';
import { activityDiscount } from './activities-ports';
import { notifyUser } from '@/features/notifications/server/notify';
import { certifiedOf } from './certification-ports';
import { certifiedCompany } from '@/features/certification/server/certified';
import type { InvoicePorts } from '@/features/billing/server/invoices/invoices';
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
  activityDiscount,
  notify: notifyUser,
};

/** Bank transfer needs a certified corporation: the certification area's verdict (issue 22 §3). */
export const billingCertification: CertificationPort = { isCertified: certifiedOf };

/**
 * The online gateways' providers (features/billing/server/payments): the real gateway where configured, the
 * sandbox where allowed, none otherwise — then `pay/unifiedOrder` answers 50300 and the jobs only expire orders.
 */
export const paymentProviderOf: ProviderOf = (method) => paymentProviders()[method] ?? null;

/** The `RecordPayment` the providers' notification routes and the jobs use. */
export const billingRecordPayment = (db: Db) => recordPayment(db, billingPorts);

/** Invoices: the certified company (title, taxpayer id) from the certification area, and the console's bell. */
export const invoicePorts: InvoicePorts = { certifiedCompany, notify: notifyUser };
