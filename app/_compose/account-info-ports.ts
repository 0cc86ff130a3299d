import 'server-only';
import type { AccountInfoPorts } from '@/features/accounts/server/account-info';
import { certificationSummary } from '@/features/certification/server/certified';
import { applicationKeys } from '@/features/deploy/server/applications/query';
import { planStanding } from '@/features/plans/server/standing';

// The account's basics from the areas that own them: the plans area's standing (plan, trial, discount), the
// certification area's state and contact, the deployment area's applications.
export const accountInfoPorts: AccountInfoPorts = {
  standing: (db, corpId) => planStanding(db, corpId),
  certification: certificationSummary,
  applications: applicationKeys,
};
