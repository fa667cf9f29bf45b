import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A heading in the theme's heading style. Typography.Title would pull antd's whole Typography (tooltips, inputs for
 * editing, ellipsis measuring) into the kit's base, which the login page and every page's title would then pay for.
 */
export function Heading({
  level = 2,
  children,
  style,
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const size = {
    1: token.fontSizeHeading3,
    2: 22,
    3: token.fontSizeHeading4,
    4: token.fontSizeHeading5,
    5: token.fontSize,
  }[level];
  return (
    <Tag
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: size,
        lineHeight: 1.4,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
