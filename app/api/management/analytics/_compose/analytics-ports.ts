import 'server-only';
import type { AnalyticsPorts } from '@/features/analytics/server/ports';
import { applicationChoices, applicationNames } from '@/features/deploy/server/applications/query';
import { activity } from '@/features/runtime/server/transcripts/activity';
import { sessionChoices, sessionNames } from '@/features/sessions/server/sessions/read';

// Analytics composed from the runtime (transcripts and refused starts, aggregated where they live), the sessions
// and the deployment area (the names of sessions and applications).

export const analyticsPorts: AnalyticsPorts = {
  activity,
  sessionNames,
  applicationNames,
  sessionChoices: (db, corpId) => sessionChoices(db, corpId),
  applicationChoices: (db, corpId) => applicationChoices(db, corpId),
};
