import { defineArea } from '@/lib/areas/area';

// Offline digital humans (issue 26 §2): licences of published sessions for devices that run with no network, the
// devices' activation, status and transcript upload. The console page has no /mobile twin (routes.md): a phone
// reads the desktop page, laid out for 390 px.
export const offlineArea = defineArea({
  name: 'offline',
  menu: [{ label: 'Offline.menu', href: '/dashboard/offline', slot: 190 }],
  routes: { desktopLogin: ['/dashboard/offline'] },
});
