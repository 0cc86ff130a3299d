import { test } from '@playwright/test';
import { declareSweep } from './support/sweep';

// Issue 4: every public page with a phone (Pixel 7); /mobile pages and the desktop pages without a twin.
test.describe('public pages on a phone', () => declareSweep('phone'));
