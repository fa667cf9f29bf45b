import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Inline text in the theme's colours for the shell's frame and the login page (see Heading for why not Typography);
 * with `href` it is a link in the theme's link colour.
 */
export function Text({
  type,
  strong,
  href,
  style,
  children,
}: {
  type?: 'secondary';
  strong?: boolean;
  href?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const color = href ? token.colorLink : type === 'secondary' ? token.colorTextDescription : token.colorText;
  const merged = { color, fontWeight: strong ? token.fontWeightStrong : undefined, ...style };
  return href ? (
    <a href={href} style={merged}>
      {children}
    </a>
  ) : (
    <span style={merged}>{children}</span>
  );
}
