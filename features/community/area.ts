import { defineArea } from '@/lib/areas/area';

// The community forum (issue 23 §2): public pages /community and /community/detail (lib/routing/route-data.mjs, with
// their /mobile twins) and the moderators' queue in the back office.
export const communityArea = defineArea({
  name: 'community',
  routes: { operator: ['/operator/community'] },
});
