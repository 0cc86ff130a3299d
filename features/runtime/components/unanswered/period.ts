/**
 * The viewer's calendar days as the instants the API filters by: from the start of `from` to the end of `to`, in
 * the browser's time zone (a day in Beijing is not a day in UTC).
 */
export function periodOf(from: string, to: string): { from?: string; to?: string } {
  const day = (value: string, time: string) => {
    const at = new Date(`${value}T${time}`);
    return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
  };
  const start = from ? day(from, '00:00:00') : undefined;
  const end = to ? day(to, '23:59:59.999') : undefined;
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}
