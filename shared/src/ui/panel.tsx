import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A plain bordered box in the card style. Pages use it instead of antd's Card, which imports Tabs (and its menu)
 * for a tab list no page shows: 13 KB gzip that a list or upload page would download before its first rows.
 * `title` draws Card's head; `size="small"` Card's small padding.
 */
export function Panel({
  children,
  style,
  label,
  title,
  size,
  className,
}: {
  children: ReactNode;
  style?: CSSProperties;
  label?: string;
  title?: ReactNode;
  size?: 'small';
  className?: string;
}) {
  const { token } = theme.useToken();
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  return (
    <section
      aria-label={label}
      className={className}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...(title ? {} : { padding }),
        ...style,
      }}
    >
      {title ? (
        <>
          <div
            style={{
              padding: `${token.paddingSM}px ${padding}px`,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              fontWeight: token.fontWeightStrong,
              fontSize: token.fontSizeLG,
            }}
          >
            {title}
          </div>
          <div style={{ padding }}>{children}</div>
        </>
      ) : (
        children
      )}
    </section>
  );
}
