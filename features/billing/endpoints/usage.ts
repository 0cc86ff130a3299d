import { z } from 'zod';
import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  callDetailPageDto,
  usageAppPageDto,
  usageDayPageDto,
  usageExportRequest,
  usagePageRequest,
  usagePaths,
  usagePricesDto,
  usageSessionPageDto,
} from '../contract/usage';

// The customer's consumption records and call details (issue 22 §2 "Records"). The corporation comes from the
// token: a corporation sees only its own conversations.

const tag = 'Billing and orders';
const audience = 'customer' as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const usageDailyEndpoint = defineEndpoint({
  method: 'GET',
  path: usagePaths.daily,
  summary:
    'Consumption per day: conversations, billable seconds, billed minutes and charge, newest day first',
  tag,
  audience,
  input: usagePageRequest,
  output: usageDayPageDto,
});

export const usageAppsEndpoint = defineEndpoint({
  method: 'GET',
  path: usagePaths.apps,
  summary:
    'Consumption per application (conversations without one in a row of their own), highest charge first',
  tag,
  audience,
  input: usagePageRequest,
  output: usageAppPageDto,
});

export const usageSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: usagePaths.sessions,
  summary: 'Consumption per session, highest charge first',
  tag,
  audience,
  input: usagePageRequest,
  output: usageSessionPageDto,
});

export const callDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: usagePaths.calls,
  summary:
    'Call details: each metered conversation with its start, end, billable seconds and charge, newest first',
  tag,
  audience,
  input: usagePageRequest,
  output: callDetailPageDto,
});

export const usageExportEndpoint = defineEndpoint({
  method: 'GET',
  path: usagePaths.export,
  summary:
    'One of the records (`view`: daily, apps, sessions, calls) as an .xlsx workbook (at most 10,000 rows)',
  tag,
  audience,
  input: usageExportRequest,
  output: z.null(),
  answer: 'file',
  contentType: XLSX,
});

export const usagePricesEndpoint = defineEndpoint({
  method: 'GET',
  path: usagePaths.prices,
  summary: 'What a minute of conversation costs now, and the premium voices’ surcharge',
  tag,
  audience,
  output: usagePricesDto,
});
