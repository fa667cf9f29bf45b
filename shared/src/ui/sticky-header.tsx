import type { ComponentProps } from 'react';

/** The app header's height: it stays at the top of the window, and table headers stick just under it. */
export const APP_HEADER_HEIGHT = 64;

// antd names both of its tables (the header's and the rows') after the list; only the rows' table keeps the name, so a
// screen reader and a test find the list once.
function HeaderTable({ 'aria-label': _name, ...props }: ComponentProps<'table'>) {
  return <table {...props} />;
}

/**
 * antd Table's `sticky` for every long table: the page scrolls (not a box inside it), the table's header sticks under
 * the app header, and a wide table's sideways scrollbar stays at the bottom of the window. Spread on the Table.
 */
export const PAGE_STICKY_HEADER = {
  sticky: { offsetHeader: APP_HEADER_HEIGHT },
  components: { header: { table: HeaderTable } },
} as const;
