import type { AnyEndpoint } from '@/lib/contract/endpoint';
import * as accounts from '@/features/accounts/endpoints';
import * as activities from '@/features/activities/endpoints';
import * as analytics from '@/features/analytics/endpoints';
import * as billingPaymentNotify from '@/features/billing/endpoints/payment-notify';
import * as billingPaymentSandbox from '@/features/billing/endpoints/payment-sandbox';
import * as billing from '@/features/billing/endpoints';
import * as billingOperator from '@/features/billing/endpoints/operator';
import * as billingUsage from '@/features/billing/endpoints/usage';
import * as billingInvoices from '@/features/billing/endpoints/invoices';
import * as billingPaymentLog from '@/features/billing/endpoints/payment-log';
import * as billingVoiceSwitch from '@/features/billing/endpoints/voice-switch';
import * as catalogue from '@/features/catalogue/endpoints';
import * as catalogueUserModels from '@/features/catalogue/endpoints/user-models';
import * as certification from '@/features/certification/endpoints';
import * as community from '@/features/community/endpoints';
import * as portraitsReview from '@/features/portraits-review/endpoints';
import * as portraits from '@/features/portraits/endpoints';
import * as deployApplications from '@/features/deploy/endpoints/applications';
import * as deployExperience from '@/features/deploy/endpoints/experience';
import * as deployOpenApi from '@/features/deploy/endpoints/open-api';
import * as deployTag from '@/features/deploy/endpoints/tag';
import * as deployTenant from '@/features/deploy/endpoints/tenant';
import * as deployUserConfig from '@/features/deploy/endpoints/user-config';
import * as deployWebhooks from '@/features/deploy/endpoints/webhooks';
import * as knowledge from '@/features/knowledge/endpoints';
import * as marketing from '@/features/marketing/endpoints';
import * as notifications from '@/features/notifications/endpoints';
import * as offline from '@/features/offline/endpoints';
import * as operator from '@/features/operator/endpoints';
import * as plans from '@/features/plans/endpoints';
import * as runtime from '@/features/runtime/endpoints';
import * as sessions from '@/features/sessions/endpoints';
import * as sessionsChoices from '@/features/sessions/endpoints/choices';
import * as speech from '@/features/speech/endpoints';
import * as platform from '@/lib/contract/platform-endpoints';

// The endpoint registry: every endpoint of every feature, gathered here so the features stay unaware of each other.
// A feature declares an endpoint in its own module and it is registered: every exported value that is an endpoint
// counts. A new module (a feature's `endpoints.ts` or `endpoints/<area>.ts`) is one line below; the registry test
// fails, naming it, until it is there.

/** Every module that declares endpoints, by its path from the repository's root. */
export const endpointModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'features/accounts/endpoints.ts': accounts,
  'features/activities/endpoints.ts': activities,
  'features/analytics/endpoints.ts': analytics,
  'features/billing/endpoints/payment-notify.ts': billingPaymentNotify,
  'features/billing/endpoints/payment-sandbox.ts': billingPaymentSandbox,
  'features/billing/endpoints.ts': billing,
  'features/billing/endpoints/operator.ts': billingOperator,
  'features/billing/endpoints/usage.ts': billingUsage,
  'features/billing/endpoints/invoices.ts': billingInvoices,
  'features/billing/endpoints/payment-log.ts': billingPaymentLog,
  'features/billing/endpoints/voice-switch.ts': billingVoiceSwitch,
  'features/catalogue/endpoints.ts': catalogue,
  'features/catalogue/endpoints/user-models.ts': catalogueUserModels,
  'features/certification/endpoints.ts': certification,
  'features/community/endpoints.ts': community,
  'features/portraits-review/endpoints.ts': portraitsReview,
  'features/portraits/endpoints.ts': portraits,
  'features/deploy/endpoints/applications.ts': deployApplications,
  'features/deploy/endpoints/experience.ts': deployExperience,
  'features/deploy/endpoints/open-api.ts': deployOpenApi,
  'features/deploy/endpoints/tag.ts': deployTag,
  'features/deploy/endpoints/tenant.ts': deployTenant,
  'features/deploy/endpoints/user-config.ts': deployUserConfig,
  'features/deploy/endpoints/webhooks.ts': deployWebhooks,
  'features/knowledge/endpoints.ts': knowledge,
  'features/marketing/endpoints.ts': marketing,
  'features/notifications/endpoints.ts': notifications,
  'features/offline/endpoints.ts': offline,
  'features/operator/endpoints.ts': operator,
  'features/plans/endpoints.ts': plans,
  'features/runtime/endpoints.ts': runtime,
  'features/sessions/endpoints.ts': sessions,
  'features/sessions/endpoints/choices.ts': sessionsChoices,
  'features/speech/endpoints.ts': speech,
  'lib/contract/platform-endpoints.ts': platform,
};

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).method === 'string' &&
  typeof (value as AnyEndpoint).path === 'string' &&
  typeof (value as AnyEndpoint).output === 'object';

/** Every endpoint, in the modules' order (a reference lists them as their features declare them). */
export const endpoints: readonly AnyEndpoint[] = Object.values(endpointModules).flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);
