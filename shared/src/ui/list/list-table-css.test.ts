import { theme } from 'antd';
import { appTheme } from '../theme';
import { LIST_TABLE_CSS } from './list-table-css';

const ruleOf = (selector: string) =>
  LIST_TABLE_CSS.split('\n').find((rule) => rule.startsWith(`${selector}{`)) ?? '';

describe('the list table’s look', () => {
  const token = theme.getDesignToken(appTheme);

  it('keeps antd Table’s colours under this theme: header, borders, hover, picked rows, the active sort', () => {
    expect(ruleOf('.sdp-table th')).toContain('background:#fafafa');
    expect(token.colorBorderSecondary).toBe('#f0f0f0');
    expect(ruleOf('.sdp-table th,.sdp-table td')).toContain(`solid ${token.colorBorderSecondary}`);
    expect(ruleOf('.sdp-table-body tr.sdp-table-selected>td')).toContain(
      `background:${token.controlItemBgActive}`,
    );
    expect(ruleOf('.sdp-table-body tr.sdp-table-selected:hover>td')).toContain(
      `background:${token.controlItemBgActiveHover}`,
    );
    expect(ruleOf('.sdp-table-sorter-ascend::before')).toContain(token.colorPrimary);
    expect(ruleOf('.sdp-table-sorter-descend::after')).toContain(token.colorPrimary);
  });

  it('sticks the header under the app header and pins the right column over the rows', () => {
    expect(ruleOf('.sdp-table-head')).toContain('position:sticky;top:64px');
    expect(ruleOf('.sdp-table .sdp-table-fixed')).toContain('position:sticky;right:0');
  });
});
