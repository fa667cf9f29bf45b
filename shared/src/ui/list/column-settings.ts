import { useCallback, useSyncExternalStore } from 'react';
import { getSession } from '@sdp/shared';

/** Which columns a user shows, in which order; kept in this browser per user and list. */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
}

export interface ConfigurableColumn {
  key: string;
  title: string;
}

const PREFIX = 'sdp-columns';
const storageKey = (listId: string) => `${PREFIX}:${getSession().email ?? '-'}:${listId}`;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readColumnSettings(listId: string): ColumnSettings | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(listId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { order, hidden } = parsed as Record<string, unknown>;
    return isStringList(order) && isStringList(hidden) ? { order, hidden } : undefined;
  } catch {
    // Private mode or a damaged entry: the list simply shows its default columns.
    return undefined;
  }
}

const listeners = new Set<() => void>();

function readRaw(listId: string): string | null {
  try {
    return localStorage.getItem(storageKey(listId));
  } catch {
    return null;
  }
}

function writeColumnSettings(listId: string, settings: ColumnSettings | undefined): void {
  try {
    if (settings) localStorage.setItem(storageKey(listId), JSON.stringify(settings));
    else localStorage.removeItem(storageKey(listId));
  } catch {
    // Storage full or refused: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The columns in the user's order with the hidden ones left out. Columns the settings do not know (added since) keep
 * their place after the known ones; keys the list no longer has are ignored. At least one column always shows.
 */
export function arrangeColumns<C extends { key: string }>(columns: C[], settings?: ColumnSettings): C[] {
  if (!settings) return columns;
  const rank = new Map(settings.order.map((key, index) => [key, index]));
  const arranged = columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => (rank.get(a.column.key) ?? 1e6 + a.index) - (rank.get(b.column.key) ?? 1e6 + b.index))
    .map(({ column }) => column)
    .filter((column) => !settings.hidden.includes(column.key));
  return arranged.length > 0 ? arranged : columns.slice(0, 1);
}

/** The settings of a list, following changes made in this tab (the panel) or another (the storage event). */
export function useColumnSettings(listId: string) {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  }, []);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => readRaw(listId),
    () => null,
  );
  // The raw string is the snapshot (stable between renders); parse it once per change.
  const settings = snapshot === null ? undefined : readColumnSettings(listId);
  return {
    settings,
    save: (next: ColumnSettings | undefined) => writeColumnSettings(listId, next),
  };
}
