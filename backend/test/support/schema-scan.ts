import type { DataSource } from 'typeorm';

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
}

/** Every column of every table of the public schema, from information_schema (no hand-picked list). */
export async function schemaColumns(dataSource: DataSource): Promise<Map<string, ColumnInfo[]>> {
  const rows: ColumnInfo[] = await dataSource.query(
    `SELECT c.table_name, c.column_name, c.data_type, c.udt_name
       FROM information_schema.columns c JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> 'migrations'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, ColumnInfo[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row]);
  return tables;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Each table with rows in which some column, as text, contains one of the needles (case-insensitive): table -> matching rows' text. */
export async function tablesMentioning(dataSource: DataSource, needles: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [table, columns] of await schemaColumns(dataSource)) {
    const condition = columns.map((column) => `${quote(column.column_name)}::text ILIKE ANY($1::text[])`).join(' OR ');
    const rows: { row: string }[] = await dataSource.query(`SELECT t::text AS row FROM ${quote(table)} t WHERE ${condition}`, [
      needles.map((needle) => `%${needle}%`),
    ]);
    if (rows.length > 0) found[table] = rows.map((row) => row.row);
  }
  return found;
}

/**
 * Per table, how many rows refer to these people: a uuid column (or uuid array) holding one
 * of the ids, or a text column equal to one of the emails.
 */
export async function rowsReferring(dataSource: DataSource, ids: string[], emails: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, columns] of await schemaColumns(dataSource)) {
    const conditions = columns.flatMap((column) => {
      if (column.udt_name === 'uuid') return [`${quote(column.column_name)} = ANY($1::uuid[])`];
      if (column.udt_name === '_uuid') return [`${quote(column.column_name)} && $1::uuid[]`];
      if (['varchar', 'text', 'bpchar'].includes(column.udt_name)) return [`lower(${quote(column.column_name)}) = ANY($2::text[])`];
      return [];
    });
    if (conditions.length === 0) continue;
    // Both parameters are typed even where a table uses only one of them.
    const typed = `cardinality($1::uuid[]) >= 0 AND cardinality($2::text[]) >= 0`;
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM ${quote(table)} WHERE ${typed} AND (${conditions.join(' OR ')})`, [
      ids,
      emails.map((email) => email.toLowerCase()),
    ]);
    if (count > 0) counts[table] = count;
  }
  return counts;
}
