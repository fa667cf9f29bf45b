import {
  DESCRIPTION_TEXT_COLOR,
  ERROR_TEXT_COLOR,
  PRIMARY_TEXT_COLOR,
  PRIMARY_TEXT_HOVER_COLOR,
  TAG_TEXT_COLORS,
} from '../theme';
import { CELL_CSS } from './cells';

const ruleOf = (selector: string) =>
  CELL_CSS.split('\n').find((rule) => rule.startsWith(`${selector}{`)) ?? '';
const textColour = (selector: string) => /;color:([^;}]+)/.exec(ruleOf(selector))?.[1];

describe('list cells', () => {
  it('write their labels in the theme’s readable text colours (4.5:1), as the Tags they replace', () => {
    expect(textColour('.sdp-cell-tag-success,.sdp-cell-tag-green')).toBe(TAG_TEXT_COLORS.success);
    expect(TAG_TEXT_COLORS.green).toBe(TAG_TEXT_COLORS.success);
    expect(textColour('.sdp-cell-tag-processing,.sdp-cell-tag-blue')).toBe(TAG_TEXT_COLORS.info);
    expect(textColour('.sdp-cell-tag-warning')).toBe(TAG_TEXT_COLORS.warning);
    expect(textColour('.sdp-cell-tag-error')).toBe(TAG_TEXT_COLORS.error);
    expect(textColour('.sdp-cell-tag-orange')).toBe(TAG_TEXT_COLORS.orange);
    expect(ruleOf('.sdp-cell-secondary')).toContain(`color:${DESCRIPTION_TEXT_COLOR.replace(/ /g, '')}`);
  });

  it('colour row actions as the theme’s buttons: danger, link and hover', () => {
    expect(ruleOf('.sdp-cell-action-danger')).toContain(`color:${ERROR_TEXT_COLOR}`);
    expect(ruleOf('.sdp-cell-action-link')).toContain(`color:${PRIMARY_TEXT_COLOR}`);
    expect(ruleOf('.sdp-cell-action:hover')).toContain(`color:${PRIMARY_TEXT_HOVER_COLOR}`);
  });
});
