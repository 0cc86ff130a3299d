import 'server-only';
import { isCertified, type CertifiedOf } from '@/features/certification/server/certified';

// What certification unlocks, for the areas that enforce it (billing: bank transfer, invoices, concurrency above
// the trial's). They take a `CertifiedOf` in their own ports; this is the one to pass.
export const certifiedOf: CertifiedOf = isCertified;
