/** Tables of migrations 010–019 (users domain: applications, history). Add `table_name: TableInterface` here. */
export type UsersTables = Record<never, never>;
