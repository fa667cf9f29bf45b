/** Tables of migrations 020–029 (offices, corporations, suppliers). Add `table_name: TableInterface` here. */
export type OrganizationsTables = Record<never, never>;
