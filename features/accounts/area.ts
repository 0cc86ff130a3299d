import { defineArea } from '@/lib/areas/area';

// Registration, sign-in, the account's trial and limits (its pages are the platform's /login, /register, /reset,
// and the console's account page).
export const accountsArea = defineArea({
  name: 'accounts',
  // The account page: basic info, plan, certification (billing adds its card). Phones get the desktop page (no
  // /mobile twin); the phone's console home links to it from the account card.
  menu: [{ label: 'Account.menu', href: '/dashboard/account', slot: 130 }],
  routes: { desktopLogin: ['/dashboard/account'] },
  env: [
    {
      name: 'OPERATOR_EMAIL',
      default: 'unset (outbox)',
      meaning: 'receives applications to continue after the trial',
    },
    // e2e: the browser tests cannot read the image code; no demo account either (each test registers its own).
    {
      name: 'CAPTCHA',
      default: 'on',
      meaning:
        'off skips the image captcha check — automated tests only; start-up logs a warning when it is off',
      e2e: 'off',
    },
    {
      name: 'SEED_DEMO',
      default: '1',
      meaning:
        '0 stops start-up from creating the demo account; start-up warns when it seeds one under NODE_ENV=production',
      e2e: '0',
    },
  ],
});
