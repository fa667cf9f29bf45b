import { CALENDAR_DATE } from '../validation/calendar-date';
import { japanDateStamp } from './japan-time';

/** `2026-12-31` as the screens write a date, `2026/12/31`; anything else as it came. */
export const formatCalendarDate = (text: string | null | undefined): string =>
  text && CALENDAR_DATE.test(text) ? text.replaceAll('-', '/') : (text ?? '');

/** Today in Japan as `YYYY-MM-DD`. */
export const japanToday = (now: Date): string =>
  japanDateStamp(now).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');

/**
 * Whether a user's 利用期限 has passed: the date is the last day access is allowed, so access ends at 00:00 Japan
 * time of the next day. No date, no limit.
 */
export const accessEnded = (accessUntil: string | null | undefined, now: Date): boolean =>
  Boolean(accessUntil) && japanToday(now) > accessUntil!;

/** The refusal a user past 利用期限 reads on the login page (DESIGN.md §8 "Verifier role"). */
export const accessEndedMessage = (accessUntil: string): string =>
  `利用期限（${formatCalendarDate(accessUntil)}）を過ぎたため サインインできません`;
