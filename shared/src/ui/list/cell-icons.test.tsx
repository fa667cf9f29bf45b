import { render } from '@testing-library/react';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import type { AbstractNode } from '@ant-design/icons-svg/lib/types';
import { CellAction } from './cells';

describe("a row's action icon", () => {
  it("draws antd's icon as plain elements, hidden from assistive technology behind the button's name", () => {
    const { getByRole, container } = render(
      <CellAction icon="edit" aria-label="A001を編集">
        編集
      </CellAction>,
    );
    const button = getByRole('button', { name: 'A001を編集' });
    const svg = button.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe((EditOutlined.icon as AbstractNode).attrs.viewBox);
    const path = (EditOutlined.icon as AbstractNode).children?.[0]?.attrs.d;
    expect(container.querySelector('path')?.getAttribute('d')).toBe(path);
    expect(button.textContent).toBe('編集');
  });

  it('draws nothing before the text when the action has no icon', () => {
    const { getByRole } = render(<CellAction>詳細</CellAction>);
    expect(getByRole('button', { name: '詳細' }).querySelector('svg')).toBeNull();
  });
});
