'use client';

import { useFormatter } from 'next-intl';
import { useBrowserValue } from './useBrowserValue';

/** The time zone the server renders in; the browser then shows the viewer's own. */
const SERVER_TIME_ZONE = 'Asia/Shanghai';

/** The time zone of the viewer's browser (the server's until the page runs in the browser). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || SERVER_TIME_ZONE;

/**
 * The console's one way to show a day: one format per locale (`medium`: 2026年11月23日, Nov 23, 2026), in the
 * viewer's time zone once the page runs in the browser.
 */
export function useFormatDay(): (value: Date | string | number) => string {
  const format = useFormatter();
  const timeZone = useBrowserValue(viewerTimeZone, SERVER_TIME_ZONE);
  return (value) => format.dateTime(new Date(value), { dateStyle: 'medium', timeZone });
}

/**
 * A moment (date and time) in the viewer's own time zone, not the server's (issue 19 §1.11): conversation records
 * read in Berlin show Berlin time.
 */
export function useFormatMoment(): (value: Date | string | number) => string {
  const format = useFormatter();
  const timeZone = useBrowserValue(viewerTimeZone, SERVER_TIME_ZONE);
  return (value) => format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'medium', timeZone });
}
