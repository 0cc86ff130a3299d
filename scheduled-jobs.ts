import 'server-only';
import { billingRecordPayment, paymentProviderOf } from '@/app/_compose/billing-ports';
import { meteringPorts } from '@/app/_compose/metering-ports';
import { deadCredentialsRetention } from '@/features/accounts/server/credentials-retention';
import { meteringJob } from '@/features/billing/server/metering/meter';
import { orderJobs } from '@/features/billing/server/online/order-jobs';
import { readNotificationsRetention } from '@/features/notifications/server/retention';
import { emitWebhook } from '@/features/deploy/server/webhooks/emit';
import { webhookRetention } from '@/features/deploy/server/webhooks/retention';
import { importFailuresRetention } from '@/features/knowledge/server/faq/import/failures-retention';
import { refusalsRetention } from '@/features/runtime/server/chats/refusals';
import { demoRecordsRetention } from '@/features/runtime/server/chats/retention';
import { modelFailuresRetention } from '@/features/runtime/server/health/model-failures';
import { lostChatsSweeper } from '@/features/runtime/server/conversation/lost-sweeper';
import { SITE_DEMO_CORPORATION } from '@/features/sessions/server/demo/demo-seed';
import { finishedJobsRetention } from '@/lib/server/jobs/retention';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { RETENTION_EVERY_MS, retentionConfig } from '@/lib/server/retention';

// The platform's recurring work, composed from the areas that own the rows (server-startup.ts starts them): the
// retention jobs with the ages of RETENTION_* (README "Retention"), and the sweeper that ends conversations whose
// pages vanished and sends their `conversation.ended`.

export function scheduledJobs(): ScheduledJob[] {
  const retention = retentionConfig();
  return [
    // The runtime's notify port as app/api/bot/_compose/runtime-ports.ts wires it, without the rest of the runtime.
    lostChatsSweeper((db) => ({
      notify: async (corpId, notice) => {
        await emitWebhook(db, corpId, notice.type, notice.data);
      },
    })),
    webhookRetention(retention.webhookDeliveriesDays, RETENTION_EVERY_MS),
    demoRecordsRetention(SITE_DEMO_CORPORATION.id, retention.demoRecordsDays, RETENTION_EVERY_MS),
    importFailuresRetention(retention.importFailuresDays, RETENTION_EVERY_MS),
    finishedJobsRetention(retention.jobsDays, RETENTION_EVERY_MS),
    refusalsRetention(retention.refusedStartsDays, RETENTION_EVERY_MS),
    modelFailuresRetention(retention.modelFailuresDays, RETENTION_EVERY_MS),
    deadCredentialsRetention(RETENTION_EVERY_MS),
    // Read notifications after 90 days (unread ones stay until read).
    readNotificationsRetention(RETENTION_EVERY_MS),
    // Billing: every ended conversation metered once, its charge on the ledger.
    meteringJob(() => meteringPorts),
    // Billing: unpaid orders expire; online orders without a notification are asked about at the gateway.
    ...orderJobs((db) => ({ providerOf: paymentProviderOf, record: billingRecordPayment(db) })),
  ];
}
