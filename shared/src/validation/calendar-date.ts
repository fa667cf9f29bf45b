/** A calendar date as the wire carries it: `2026-12-31`, a day in Japan time. */
export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
