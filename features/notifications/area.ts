import { defineArea } from '@/lib/areas/area';

// The console's notifications: the bell lives in the console's header (console-shell), the full list is its page.
export const notificationsArea = defineArea({
  name: 'notifications',
  routes: {
    desktopLogin: ['/dashboard/notifications'],
    mobileLogin: ['/mobile/dashboard/notifications'],
  },
});
