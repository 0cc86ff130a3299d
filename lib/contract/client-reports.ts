import { z } from 'zod';
import { textField } from './fields';
import { REPORT_TEXT_MAX } from './report-limits';

/** Spec §7: a client error report; `text` includes the app id. */
export const reportWarningRequest = z.object({
  content: z.object({
    platform: z.literal('web'),
    uuid: textField({ trim: false }).min(1).max(100),
    timestamp: z.number().int().nonnegative(),
    text: textField({ multiline: true, trim: false }).min(1).max(REPORT_TEXT_MAX),
  }),
});
export type ReportWarningRequest = z.infer<typeof reportWarningRequest>;
