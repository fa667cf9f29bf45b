import { Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A row of buttons that wraps onto a second line when the screen is too narrow for it. Japanese labels are wider than
 * the fallback glyphs of a machine without Japanese fonts: a row that never wraps pushed a phone's page sideways.
 */
export function ActionBar({
  children,
  justify,
  style,
  label,
}: {
  children: ReactNode;
  justify?: 'flex-start' | 'flex-end' | 'space-between';
  style?: CSSProperties;
  /** Names the group for screen readers where the buttons need a context (bulk actions, a decision). */
  label?: string;
}) {
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      justify={justify}
      style={style}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {children}
    </Flex>
  );
}
