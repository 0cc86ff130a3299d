import { defineArea } from '@/lib/areas/area';

// The console's frame: its home page and the menu's first and last entries.
export const consoleShellArea = defineArea({
  name: 'console-shell',
  menu: [
    { label: 'Console.home', href: '/dashboard', slot: 0 },
    { label: 'Console.contactUs', href: '/contactUs', slot: 200 },
  ],
  routes: {
    desktopLogin: ['/dashboard'],
    mobileLogin: ['/mobile/dashboard'],
  },
});
