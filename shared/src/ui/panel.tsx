import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** A plain bordered box in the card style, for pages that must not wait for the display kit (the login page). */
export function Panel({
  children,
  style,
  label,
}: {
  children: ReactNode;
  style?: CSSProperties;
  label?: string;
}) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={label}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {children}
    </section>
  );
}
