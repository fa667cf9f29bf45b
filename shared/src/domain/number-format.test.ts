import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('groups thousands and keeps up to three decimals, as the lists show quantities', () => {
    expect(formatNumber(9732)).toBe('9,732');
    expect(formatNumber(1000.5)).toBe('1,000.5');
    expect(formatNumber(-1234567.125)).toBe('-1,234,567.125');
    expect(formatNumber(0.0004)).toBe('0');
  });

  it('shows nothing for no value', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });
});
