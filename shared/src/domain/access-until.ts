import { CALENDAR_DATE } from '../validation/calendar-date';

/** `2026-12-31` as the screens write a date, `2026/12/31`; anything else as it came. */
export const formatCalendarDate = (text: string | null | undefined): string =>
  text && CALENDAR_DATE.test(text) ? text.replaceAll('-', '/') : (text ?? '');

const DAY_MS = 86_400_000;

/** When access ends: 00:00 Japan time (UTC+9 all year, no daylight saving) of the day after the date. */
export const accessEndsAt = (accessUntil: string): number =>
  Date.parse(`${accessUntil}T00:00:00+09:00`) + DAY_MS;

/**
 * Whether a user's 利用期限 has passed: the date is the last day access is allowed, so access ends at 00:00 Japan
 * time of the next day. No date, no limit. Read on every request: a parse and a compare, no time-zone formatting.
 */
export const accessEnded = (accessUntil: string | null | undefined, now: Date): boolean =>
  Boolean(accessUntil) && now.getTime() >= accessEndsAt(accessUntil!);

/** The refusal a user past 利用期限 reads on the login page (DESIGN.md §8 "Verifier role"). */
export const accessEndedMessage = (accessUntil: string): string =>
  `利用期限（${formatCalendarDate(accessUntil)}）を過ぎたため サインインできません`;
