import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#388E3C';
export const ERROR_COLOR = '#FF3D00';

/** appTheme (spec §9). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorError: ERROR_COLOR,
    colorLink: PRIMARY_COLOR,
    fontFamily:
      "'Hiragino Kaku Gothic ProN', 'Hiragino Sans', Meiryo, 'Noto Sans JP', 'Noto Sans CJK JP', system-ui, sans-serif",
  },
};
