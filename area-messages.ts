import type { areas } from '@/areas';
import { accountsMessages } from '@/features/accounts/area-messages';
import { activitiesMessages } from '@/features/activities/area-messages';
import { analyticsMessages } from '@/features/analytics/area-messages';
import { certificationMessages } from '@/features/certification/area-messages';
import { communityMessages } from '@/features/community/area-messages';
import { portraitsReviewMessages } from '@/features/portraits-review/area-messages';
import { portraitsMessages } from '@/features/portraits/area-messages';
import { billingMessages } from '@/features/billing/area-messages';
import { consoleShellMessages } from '@/features/console-shell/area-messages';
import { deployMessages } from '@/features/deploy/area-messages';
import { knowledgeMessages } from '@/features/knowledge/area-messages';
import { marketingMessages } from '@/features/marketing/area-messages';
import { notificationsMessages } from '@/features/notifications/area-messages';
import { offlineMessages } from '@/features/offline/area-messages';
import { operatorMessages } from '@/features/operator/area-messages';
import { runtimeMessages } from '@/features/runtime/area-messages';
import { sessionsMessages } from '@/features/sessions/area-messages';
import type { AreaMessages } from '@/lib/areas/area';

/** The name of each area areas.ts lists. */
export type AreaName = (typeof areas)[number]['name'];

/** An area with no messages of its own. */
const none = { zh: [], en: [] } as const satisfies AreaMessages;

// The second list of the areas (the first is areas.ts): each area's message catalogues, declared in its own folder
// (features/<area>/area-messages.ts), by the area's name. Apart from areas.ts so that the proxy, which reads the
// areas' pages, never bundles the catalogues; only messages/catalogues.ts reads this. `satisfies` makes a missing
// area, or a name no area has, a compile error.
export const areaMessages = {
  'console-shell': consoleShellMessages,
  accounts: accountsMessages,
  plans: none,
  marketing: marketingMessages,
  sessions: sessionsMessages,
  knowledge: knowledgeMessages,
  runtime: runtimeMessages,
  deploy: deployMessages,
  operator: operatorMessages,
  analytics: analyticsMessages,
  certification: certificationMessages,
  billing: billingMessages,
  notifications: notificationsMessages,
  activities: activitiesMessages,
  community: communityMessages,
  'portraits-review': portraitsReviewMessages,
  portraits: portraitsMessages,
  offline: offlineMessages,
} as const satisfies Record<AreaName, AreaMessages>;
