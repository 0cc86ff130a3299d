import { defineArea } from '@/lib/areas/area';

// Analytics (issue 21 §4). Its page has no /mobile twin: phones get the desktop page.
export const analyticsArea = defineArea({
  name: 'analytics',
  menu: [
    // Issue 21 §4: is the digital human getting better (beside the records it is measured from).
    { label: 'Analytics.menu', href: '/dashboard/analytics', slot: 70 },
  ],
  routes: {
    desktopLogin: ['/dashboard/analytics'],
  },
});
