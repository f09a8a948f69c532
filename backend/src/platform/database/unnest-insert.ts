import { joinSql, raw, Sql, sql } from './sql';

/** A column of the rows to insert: its name, its PostgreSQL type, and its value in a row (a jsonb column takes JSON text). */
export interface InsertColumn<Row> {
  name: string;
  type: string;
  value: (row: Row) => unknown;
}

/**
 * One INSERT of many rows with one array parameter per column, whatever the number of rows
 * (`INSERT … SELECT * FROM unnest($1::uuid[], $2::integer[], …)`). TypeORM's insert names a
 * parameter per value and checks each new name against the others: the hundreds of groups,
 * seats, reservations and mails of a large matching run held the event loop for tens of ms
 * per statement (issue 25, health during a run). Names and types are trusted text.
 */
export function unnestInsert<Row>(table: string, rows: readonly Row[], columns: readonly InsertColumn<Row>[]): Sql {
  const names = raw(columns.map((column) => column.name).join(', '));
  const arrays = joinSql(
    columns.map((column) => sql`${rows.map(column.value)}::${raw(column.type)}[]`),
    ', ',
  );
  return sql`INSERT INTO ${raw(table)} (${names}) SELECT * FROM unnest(${arrays})`;
}
