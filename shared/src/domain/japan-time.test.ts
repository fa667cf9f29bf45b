import { formatJapanDate, formatJapanDateTime, japanDateStamp } from './japan-time';

describe('Japan time', () => {
  it('shows an instant late on a UTC day as the next day in Japan', () => {
    expect(formatJapanDate('2026-11-23T15:30:00Z')).toBe('2026/11/24');
    expect(formatJapanDateTime('2026-11-23T15:03:00Z')).toBe('2026/11/24 00:03');
    expect(japanDateStamp(new Date('2026-12-31T15:00:00Z'))).toBe('20270101');
  });

  it('shows midnight as 00, not 24, and an afternoon in 24-hour time', () => {
    expect(formatJapanDateTime('2026-01-01T15:00:00Z')).toBe('2026/01/02 00:00');
    expect(formatJapanDateTime(Date.UTC(2026, 0, 1, 5, 7))).toBe('2026/01/01 14:07');
  });

  it('leaves empty values empty and shows a value that is not a date as it came', () => {
    expect(formatJapanDate(null)).toBe('');
    expect(formatJapanDate(undefined)).toBe('');
    expect(formatJapanDate('')).toBe('');
    expect(formatJapanDateTime('昨日')).toBe('昨日');
  });
});
