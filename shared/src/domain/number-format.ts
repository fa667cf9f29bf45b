const JAPANESE = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 3 });

/**
 * A quantity as every list shows it: thousands separators, up to three decimals (9732 → 「9,732」, 1000.5 → 「1,000.5」);
 * empty for none. Years and codes are not quantities and are shown as they are.
 */
export const formatNumber = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : JAPANESE.format(value);
