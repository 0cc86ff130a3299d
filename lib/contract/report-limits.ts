// The path and caps of a client error report (spec §7), in a module without zod so the browser's reporter can import them.

/** The largest report body the server reads; the browser cuts the text so that its report fits. */
export const REPORT_MAX_BYTES = 8 * 1024;
export const REPORT_TEXT_MAX = 4000;

/** Spec §7: where the browser reports its errors. */
export const reportWarningPath = '/common/reportWarning';

/** Spec §7's management API names the same call under management/; both paths are served by one handler. */
export const managementReportWarningPath = '/management/common/reportWarning';
