import { accountsArea } from '@/features/accounts/area';
import { activitiesArea } from '@/features/activities/area';
import { analyticsArea } from '@/features/analytics/area';
import { certificationArea } from '@/features/certification/area';
import { communityArea } from '@/features/community/area';
import { portraitsReviewArea } from '@/features/portraits-review/area';
import { portraitsArea } from '@/features/portraits/area';
import { billingArea } from '@/features/billing/area';
import { consoleShellArea } from '@/features/console-shell/area';
import { deployArea } from '@/features/deploy/area';
import { knowledgeArea } from '@/features/knowledge/area';
import { marketingArea } from '@/features/marketing/area';
import { notificationsArea } from '@/features/notifications/area';
import { offlineArea } from '@/features/offline/area';
import { operatorArea } from '@/features/operator/area';
import { plansArea } from '@/features/plans/area';
import { runtimeArea } from '@/features/runtime/area';
import { sessionsArea } from '@/features/sessions/area';
import type { Area, AreaMenuEntry, AreaRoutes } from '@/lib/areas/area';

// The one list of the application's areas: each declares, in its own folder (features/<area>/area.ts), its menu
// entries, pages and environment variables — plain data, which the proxy reads (lib/routing/route-table.ts). Their
// message catalogues are the second list, area-messages.ts, keyed by the same names (it fails to compile until every
// area here has its messages there). A new area adds its line to both and edits no other shared file. Areas never
// see each other's declarations; only these files and their readers do.
export const areas = [
  consoleShellArea,
  accountsArea,
  plansArea,
  marketingArea,
  sessionsArea,
  knowledgeArea,
  runtimeArea,
  deployArea,
  operatorArea,
  analyticsArea,
  certificationArea,
  billingArea,
  notificationsArea,
  activitiesArea,
  communityArea,
  portraitsReviewArea,
  portraitsArea,
  offlineArea,
] as const satisfies readonly Area[];

/** The console menu of spec §2: every area's entries in the order of their slots. */
export const consoleMenu: readonly AreaMenuEntry[] = areas
  .flatMap((area: Area) => area.menu ?? [])
  .sort((a, b) => a.slot - b.slot);

/** Every area's pages, by route-table list. */
export const areaRoutes = (list: keyof AreaRoutes): readonly string[] =>
  areas.flatMap((area: Area) => area.routes?.[list] ?? []);

/** Every area's environment variables, with the area that reads them. */
export const areaEnv = areas.flatMap((area: Area) =>
  (area.env ?? []).map((env) => ({ ...env, area: area.name })),
);
