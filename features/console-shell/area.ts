import { defineArea } from '@/lib/areas/area';

// The console's frame: its home page, the menu's first and last entries and the developer area's links.
export const consoleShellArea = defineArea({
  name: 'console-shell',
  menu: [
    { label: 'Console.home', href: '/dashboard', slot: 0 },
    // The developer area (issue 23): its pages are public, linked from the console for developers.
    { label: 'Console.docs', href: '/doc', slot: 110 },
    { label: 'Console.forum', href: '/community', slot: 120 },
    { label: 'Console.contactUs', href: '/contactUs', slot: 200 },
  ],
  routes: {
    desktopLogin: ['/dashboard'],
    mobileLogin: ['/mobile/dashboard'],
  },
});
