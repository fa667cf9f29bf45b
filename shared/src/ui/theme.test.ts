import { theme } from 'antd';
import {
  appTheme,
  DESCRIPTION_TEXT_COLOR,
  ERROR_COLOR,
  ERROR_TEXT_COLOR,
  ERROR_TEXT_HOVER_COLOR,
  PLACEHOLDER_TEXT_COLOR,
  PRIMARY_COLOR,
  PRIMARY_TEXT_COLOR,
  PRIMARY_TEXT_HOVER_COLOR,
  TAG_TEXT_COLORS,
} from './theme';

type Rgb = [number, number, number];

/** '#rgb', '#rrggbb' or 'rgba(r, g, b, a)' laid over an opaque background. */
function toRgb(color: string, background: Rgb = [255, 255, 255]): Rgb {
  if (color.startsWith('#')) {
    const short = color.slice(1);
    const hex = short.length === 3 ? [...short].map((digit) => digit + digit).join('') : short;
    return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
  }
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b].map((channel, i) => channel * a + background[i]! * (1 - a)) as Rgb;
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

function contrast(text: string, background: string): number {
  const back = toRgb(background);
  const [lighter, darker] = [luminance(toRgb(text, back)), luminance(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

const AA = 4.5;
const tokens = theme.getDesignToken(appTheme);
const WHITE = '#ffffff';
const backgrounds = [WHITE, tokens.colorBgLayout];

test('the spec colours stay the seeds of the theme', () => {
  expect(tokens.colorPrimary.toUpperCase()).toBe(PRIMARY_COLOR);
  expect(tokens.colorError.toUpperCase()).toBe(ERROR_COLOR);
});

test('the brand colours alone would fail AA for text, which is why the text shades exist', () => {
  expect(contrast(PRIMARY_COLOR, WHITE)).toBeLessThan(AA);
  expect(contrast(ERROR_COLOR, WHITE)).toBeLessThan(AA);
});

test.each([
  ['link', () => tokens.colorLink],
  ['link hover', () => tokens.colorLinkHover],
  ['secondary text', () => tokens.colorTextSecondary],
  ['tertiary text', () => tokens.colorTextTertiary],
  ['description', () => tokens.colorTextDescription],
  ['placeholder', () => tokens.colorTextPlaceholder],
  ['primary text', () => PRIMARY_TEXT_COLOR],
  ['primary text hover', () => PRIMARY_TEXT_HOVER_COLOR],
  ['error text', () => ERROR_TEXT_COLOR],
  ['error text hover', () => ERROR_TEXT_HOVER_COLOR],
])('%s reaches 4.5:1 on white and on the page background', (_name, color) => {
  for (const background of backgrounds) expect(contrast(color(), background)).toBeGreaterThanOrEqual(AA);
});

test('the derived description and placeholder tokens are the chosen ones', () => {
  expect(tokens.colorTextDescription).toBe(DESCRIPTION_TEXT_COLOR);
  expect(tokens.colorTextPlaceholder).toBe(PLACEHOLDER_TEXT_COLOR);
});

test('white text on a primary or danger button reaches 4.5:1', () => {
  for (const fill of [
    PRIMARY_TEXT_COLOR,
    PRIMARY_TEXT_HOVER_COLOR,
    ERROR_TEXT_COLOR,
    ERROR_TEXT_HOVER_COLOR,
  ]) {
    expect(contrast(tokens.colorTextLightSolid, fill)).toBeGreaterThanOrEqual(AA);
  }
});

test.each([
  ['success', TAG_TEXT_COLORS.success, () => tokens.colorSuccessBg],
  ['info', TAG_TEXT_COLORS.info, () => tokens.colorInfoBg],
  ['warning', TAG_TEXT_COLORS.warning, () => tokens.colorWarningBg],
  ['error', TAG_TEXT_COLORS.error, () => tokens.colorErrorBg],
  ['green', TAG_TEXT_COLORS.green, () => tokens.green1],
  ['orange', TAG_TEXT_COLORS.orange, () => tokens.orange1],
  ['blue (antd default)', tokens.blue7, () => tokens.blue1],
  ['red (antd default)', tokens.red7, () => tokens.red1],
])('a %s tag reaches 4.5:1 on its own background', (_name, text, background) => {
  expect(contrast(text, background())).toBeGreaterThanOrEqual(AA);
});

test('the form explains errors in the error text shade', () => {
  expect(appTheme.components?.Form?.colorError).toBe(ERROR_TEXT_COLOR);
});
