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

  /** Where the header and the bottom scrollbar were last scrolled to: read back, it would lay the page out. */
  const followed = useRef(0);
  /** Scrolls the header and the bottom scrollbar with the rows, and marks columns hidden under the pinned one. */
  const follow = useCallback((rows: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>) => {
    const { scrollLeft, clientWidth, scrollWidth } = rows;
    if (scrollLeft !== followed.current) {
      followed.current = scrollLeft;
      if (head.current) head.current.scrollLeft = scrollLeft;
      if (bar.current && bar.current.scrollLeft !== scrollLeft) bar.current.scrollLeft = scrollLeft;
    }
    root.current?.toggleAttribute('data-ping-right', scrollLeft + clientWidth < scrollWidth - 1);
  }, []);

  const onBodyScroll = useCallback(() => {
    if (body.current) follow(body.current);
  }, [follow]);

  const measure = useCallback(() => {
    const rows = body.current;
    const rowsTable = rows?.querySelector('table');
    const headTable = head.current?.querySelector('table');
    const measured = rowsTable?.rows[0];
    if (!rows || !rowsTable || !headTable || !measured) return;
    // Every read before any write: a write between two reads lays the page out again, once per column.
    const widths = Array.from(measured.cells, (cell) => cell.getBoundingClientRect().width);
    const tableWidth = rowsTable.getBoundingClientRect().width;
    const scrolled = {
      scrollLeft: rows.scrollLeft,
      clientWidth: rows.clientWidth,
      scrollWidth: rows.scrollWidth,
    };
    const cols = headTable.querySelectorAll('col');
    widths.forEach((width, i) => {
      const col = cols[i];
      if (col) col.style.width = `${width}px`;
    });
    headTable.style.width = `${tableWidth}px`;
    const spacer = bar.current?.firstElementChild as HTMLElement | null | undefined;
    if (bar.current && spacer) {
      spacer.style.width = `${scrolled.scrollWidth}px`;
      bar.current.hidden = scrolled.scrollWidth <= scrolled.clientWidth + 1;
    }
    follow(scrolled);
  }, [follow]);

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
