import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface TableLayoutRefs {
  root: RefObject<HTMLDivElement | null>;
  head: RefObject<HTMLDivElement | null>;
  body: RefObject<HTMLDivElement | null>;
  bar: RefObject<HTMLDivElement | null>;
}

/**
 * Keeps the header's table as wide as the rows' table, column by column (the rows' first row is a hidden copy of the
 * headings, so a heading wider than its cells widens the column for both), scrolls the header and the window-bottom
 * scrollbar with the rows, and marks when columns hide under the pinned right one. All of it on the DOM: none of it
 * re-renders the rows.
 */
export function useTableLayout(
  rows: unknown,
  columnKeys: string,
): TableLayoutRefs & { onBodyScroll: () => void } {
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);

  const onBodyScroll = useCallback(() => {
    const rows = body.current;
    if (!rows) return;
    if (head.current) head.current.scrollLeft = rows.scrollLeft;
    if (bar.current && bar.current.scrollLeft !== rows.scrollLeft) bar.current.scrollLeft = rows.scrollLeft;
    root.current?.toggleAttribute(
      'data-ping-right',
      rows.scrollLeft + rows.clientWidth < rows.scrollWidth - 1,
    );
  }, []);

  const measure = useCallback(() => {
    const rowsTable = body.current?.querySelector('table');
    const headTable = head.current?.querySelector('table');
    const measured = rowsTable?.rows[0];
    if (!rowsTable || !headTable || !measured) return;
    const cols = headTable.querySelectorAll('col');
    Array.from(measured.cells).forEach((cell, i) => {
      const col = cols[i];
      if (col) col.style.width = `${cell.getBoundingClientRect().width}px`;
    });
    headTable.style.width = `${rowsTable.getBoundingClientRect().width}px`;
    const spacer = bar.current?.firstElementChild as HTMLElement | null | undefined;
    if (bar.current && spacer && body.current) {
      spacer.style.width = `${body.current.scrollWidth}px`;
      bar.current.hidden = body.current.scrollWidth <= body.current.clientWidth + 1;
    }
    onBodyScroll();
  }, [onBodyScroll]);

  // Before the browser paints new rows or columns, so the header never shows misaligned for a frame (other columns
  // can share out the same width: the table's size alone would not say).
  useLayoutEffect(measure, [measure, rows, columnKeys]);

  useEffect(() => {
    const rowsTable = body.current?.querySelector('table');
    const scroller = bar.current;
    const fromBar = () => {
      if (body.current && scroller) body.current.scrollLeft = scroller.scrollLeft;
    };
    scroller?.addEventListener('scroll', fromBar, { passive: true });
    // Browsers without it (jsdom) lay nothing out either.
    if (typeof ResizeObserver === 'undefined') return () => scroller?.removeEventListener('scroll', fromBar);
    const observer = new ResizeObserver(measure);
    if (rowsTable) observer.observe(rowsTable);
    if (body.current) observer.observe(body.current);
    return () => {
      observer.disconnect();
      scroller?.removeEventListener('scroll', fromBar);
    };
  }, [measure]);

  return { root, head, body, bar, onBodyScroll };
}
