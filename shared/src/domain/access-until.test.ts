import { isCalendarDate } from '../validation/calendar-date';
import { accessEnded, accessEndedMessage, accessEndsAt, formatCalendarDate } from './access-until';

describe('利用期限', () => {
  it('allows the whole last day in Japan time and ends at 00:00 JST of the next day', () => {
    // 2026-12-31 23:59:59 JST = 14:59:59 UTC; 2027-01-01 00:00 JST = 15:00 UTC.
    expect(accessEnded('2026-12-31', new Date('2026-12-31T14:59:59Z'))).toBe(false);
    expect(accessEnded('2026-12-31', new Date('2026-12-31T15:00:00Z'))).toBe(true);
    expect(accessEnded('2026-12-31', new Date('2026-12-30T16:00:00Z'))).toBe(false);
  });

  it('sets no limit without a date', () => {
    expect(accessEnded(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
    expect(accessEnded(undefined, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('ends access at 00:00 Japan time of the next day, whatever the machine time zone', () => {
    expect(new Date(accessEndsAt('2026-11-26')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('accepts only real dates in the wire form', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026/02/28')).toBe(false);
    expect(isCalendarDate('2026-2-28')).toBe(false);
  });

  it('writes the refusal with the date as the screens show it', () => {
    expect(formatCalendarDate('2026-04-01')).toBe('2026/04/01');
    expect(accessEndedMessage('2026-04-01')).toBe('利用期限（2026/04/01）を過ぎたため サインインできません');
  });
});
