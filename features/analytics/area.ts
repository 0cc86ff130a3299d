import { defineArea } from '@/lib/areas/area';
import analyticsZh from './messages/zh.json';
import analyticsEn from './messages/en.json';
import serverZh from './messages/server.zh.json';
import serverEn from './messages/server.en.json';

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
  messages: { zh: [analyticsZh, serverZh], en: [analyticsEn, serverEn] },
});
