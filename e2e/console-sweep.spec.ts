import { test } from '@playwright/test';
import { declareConsoleSweep } from './support/console-sweep-tests';

// Issue 19 §1.1: every console and runtime page on a desktop, signed in, in Chinese and English.
test.describe('console and runtime pages on a desktop', () => declareConsoleSweep('desktop'));
