import { defineArea } from '@/lib/areas/area';

// Promotions (issue 25 §1): defined on a back-office page; shown as the console's banner and on /pricing, which
// belong to the console shell and the marketing area (they mount this area's components).
export const activitiesArea = defineArea({
  name: 'activities',
  routes: { operator: ['/operator/activities'] },
});
