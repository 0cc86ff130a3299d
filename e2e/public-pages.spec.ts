import { test } from '@playwright/test';
import { declareSweep } from './support/sweep';

// Issue 4: every public page with a desktop browser; the list comes from lib/routing/route-table.ts.
test.describe('public pages on a desktop', () => declareSweep('desktop'));
