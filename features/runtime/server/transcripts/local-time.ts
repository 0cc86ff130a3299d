/**
 * `2026-05-04 10:00:00` for an ISO moment in an IANA time zone: the export's cells, which a spreadsheet reads as a
 * date and time (the column header names the zone). The Swedish locale writes exactly that order.
 */
export function localTime(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => format.format(new Date(iso));
}
