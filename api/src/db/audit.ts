/** ISO text of a timestamp column for the wire. */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export interface AuditRow {
  created_date: Date;
  created_user_id: string | null;
  created_user_surname: string | null;
  created_user_given_name: string | null;
  updated_date: Date;
  updated_user_id: string | null;
  updated_user_surname: string | null;
  updated_user_given_name: string | null;
}

/** Audit columns of the wire (auditSchema) from a row joined with its creator and updater. */
export const auditFields = (row: AuditRow) => ({
  created_date: iso(row.created_date)!,
  created_user_id: row.created_user_id,
  created_user_surname: row.created_user_surname,
  created_user_given_name: row.created_user_given_name,
  updated_date: iso(row.updated_date)!,
  updated_user_id: row.updated_user_id,
  updated_user_surname: row.updated_user_surname,
  updated_user_given_name: row.updated_user_given_name,
});
