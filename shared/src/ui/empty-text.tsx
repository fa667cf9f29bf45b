import { Empty } from 'antd';

/**
 * A table's empty text. A bare string there is drawn in antd's disabled grey, below WCAG AA contrast; the kit's Empty
 * draws its description in the readable secondary colour.
 */
export function EmptyText({ children }: { children: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children} />;
}
