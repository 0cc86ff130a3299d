import { defineArea } from '@/lib/areas/area';

// The capture of customers' portraits (issue 24 §1): /collection/my, the collection area's page of one's own
// portraits (a desktop page phones get too: it stacks at 390 px).
export const portraitsArea = defineArea({
  name: 'portraits',
  routes: { desktopLogin: ['/collection/my'] },
});
