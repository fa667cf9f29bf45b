import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#388E3C';
export const ERROR_COLOR = '#FF3D00';

/*
 * WCAG AA asks 4.5:1 for text. The brand colours reach only 4.1:1 (#388E3C) and 3.6:1 (#FF3D00) on white, and
 * antd's grey tertiary text 3.4:1, so text — and white text on a filled button — uses the darker shades below
 * (Material green 800/900, deep orange 900) while the brand colours stay for fills, borders, icons and the tab ink.
 * theme.test.ts checks every pair against white and the page background.
 */
export const PRIMARY_TEXT_COLOR = '#2E7D32';
export const PRIMARY_TEXT_HOVER_COLOR = '#1B5E20';
export const ERROR_TEXT_COLOR = '#BF360C';
export const ERROR_TEXT_HOVER_COLOR = '#8C1300';
/** Secondary text (descriptions, field hints, footer, statistic titles): 5.7:1 on white, 5.3:1 on #f5f5f5. */
export const DESCRIPTION_TEXT_COLOR = 'rgba(0, 0, 0, 0.6)';
/** Placeholders stay lighter than typed text and still reach 4.5:1 on white and on a filled input. */
export const PLACEHOLDER_TEXT_COLOR = 'rgba(0, 0, 0, 0.57)';

/** Status and preset tag texts on their light tag backgrounds (antd's defaults are 2.2–3.7:1). */
export const TAG_TEXT_COLORS = {
  success: '#237804',
  info: '#0958D9',
  warning: '#874D00',
  error: ERROR_TEXT_COLOR,
  green: '#237804',
  orange: '#AD4E00',
} as const;

/** appTheme (spec §9). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorError: ERROR_COLOR,
    colorLink: PRIMARY_TEXT_COLOR,
    colorLinkHover: PRIMARY_TEXT_HOVER_COLOR,
    colorLinkActive: PRIMARY_TEXT_HOVER_COLOR,
    colorTextTertiary: DESCRIPTION_TEXT_COLOR,
    colorTextDescription: DESCRIPTION_TEXT_COLOR,
    colorTextPlaceholder: PLACEHOLDER_TEXT_COLOR,
    fontFamily:
      "'Hiragino Kaku Gothic ProN', 'Hiragino Sans', Meiryo, 'Noto Sans JP', 'Noto Sans CJK JP', system-ui, sans-serif",
  },
  components: {
    Button: {
      colorPrimary: PRIMARY_TEXT_COLOR,
      colorPrimaryHover: PRIMARY_TEXT_HOVER_COLOR,
      colorPrimaryActive: PRIMARY_TEXT_HOVER_COLOR,
      colorError: ERROR_TEXT_COLOR,
      colorErrorHover: ERROR_TEXT_HOVER_COLOR,
      colorErrorActive: ERROR_TEXT_HOVER_COLOR,
    },
    Tabs: {
      itemSelectedColor: PRIMARY_TEXT_COLOR,
      itemHoverColor: PRIMARY_TEXT_HOVER_COLOR,
      itemActiveColor: PRIMARY_TEXT_HOVER_COLOR,
      inkBarColor: PRIMARY_COLOR,
    },
    Pagination: { itemActiveColor: PRIMARY_TEXT_COLOR, itemActiveColorHover: PRIMARY_TEXT_HOVER_COLOR },
    Form: { colorError: ERROR_TEXT_COLOR },
    Tag: {
      colorSuccess: TAG_TEXT_COLORS.success,
      colorInfo: TAG_TEXT_COLORS.info,
      colorWarning: TAG_TEXT_COLORS.warning,
      colorError: TAG_TEXT_COLORS.error,
      green7: TAG_TEXT_COLORS.green,
      orange7: TAG_TEXT_COLORS.orange,
    },
  },
};
