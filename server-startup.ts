import 'server-only';
import { accountTrial } from '@/app/_compose/plans-ports';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';
import { accountsStartup } from '@/features/accounts/server/startup';
import { billingStartup } from '@/features/billing/server/startup';
import { catalogueStartup } from '@/features/catalogue/server/startup';
import { webhooksStartup } from '@/features/deploy/server/webhooks/startup';
import { knowledgeStartup } from '@/features/knowledge/server/startup';
import { notificationMailJob } from '@/features/notifications/server/mail-job';
import { operatorStartup } from '@/features/operator/server/startup';
import { runtimeStartup } from '@/features/runtime/server/startup';
import { sessionsStartup } from '@/features/sessions/server/startup';
import { defaultVoiceFor } from '@/features/speech/server/default-voice';
import { speechStartup } from '@/features/speech/server/startup';
import { schedulesStartup } from '@/lib/server/jobs/schedule-startup';
import { workerStartup } from '@/lib/server/jobs/worker-startup';
import { mailJob } from '@/lib/server/mail/mail-queue';
import { retentionConfig } from '@/lib/server/retention';
import * as startup from '@/lib/server/startup';
import { scheduledJobs } from './scheduled-jobs';

// The server's start-up, composed of the platform's own steps and what each feature adds (instrumentation.ts).
const parts = [
  accountsStartup(accountTrial),
  operatorStartup,
  speechStartup,
  // The catalogue is seeded before the sessions' site demo names one of its characters and scenes.
  catalogueStartup(defaultVoiceFor),
  sessionsStartup(sessionCatalogue),
  knowledgeStartup,
  runtimeStartup,
  webhooksStartup,
  // Mails queued by decisions (lib/server/mail/mail-queue.ts) and the notifications' mails.
  workerStartup('mail', [mailJob, notificationMailJob]),
  billingStartup,
  schedulesStartup(scheduledJobs, () => {
    retentionConfig();
  }),
];

export const checkConfiguration = () => startup.checkConfiguration(parts);
export const prepareServer = () => startup.prepareServer(parts);
export const prepareServerOrExit = () => startup.prepareServerOrExit(parts);
