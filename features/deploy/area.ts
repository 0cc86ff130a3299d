import { defineArea } from '@/lib/areas/area';

// Deployment: applications and resources (no /mobile twin), the hosted experience, build your own, the SDK guide,
// webhooks.
export const deployArea = defineArea({
  name: 'deploy',
  menu: [
    { label: 'Resources.menu', href: '/dashboard/resources', slot: 50 },
    { label: 'Experience.menu', href: '/dashboard/experience', slot: 80 },
    { label: 'BuildYourOwn.menu', href: '/dashboard/build-your-own', slot: 90 },
    { label: 'SdkGuide.menu', href: '/dashboard/h5sdk', slot: 100 },
  ],
  routes: {
    desktopLogin: [
      '/dashboard/h5sdk',
      '/dashboard/resources',
      '/dashboard/build-your-own',
      '/dashboard/experience',
    ],
    mobileLogin: [
      '/mobile/dashboard/build-your-own',
      '/mobile/dashboard/h5sdk',
      '/mobile/dashboard/experience',
    ],
  },
  env: [
    {
      name: 'WEBHOOK_RETRY_BASE_MS',
      default: '120000',
      meaning:
        'delay before a failed webhook delivery\'s first retry, doubled for each further one: 6 attempts, retries after 2, 4, 8, 16 and 32 minutes (README "Webhooks"); the tests use 0',
    },
    // e2e: the embed tests serve their host pages from http://embed.localhost:<port>, an allowed embed domain.
    {
      name: 'EMBED_ALLOW_HTTP_LOCALHOST',
      default: 'unset',
      meaning:
        '1 lets a hosted experience list plain-http localhost sites (http://localhost:<port>, http://<name>.localhost:<port>) as embed domains under NODE_ENV=production (the browser tests embed from http://embed.localhost:<port>); outside production they are always allowed. Every other embed domain must be https',
      e2e: '1',
    },
  ],
});
