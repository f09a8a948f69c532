/**
 * For hot reads in plain SQL (no entity hydration): `alias.column AS "field"` for each field,
 * so that the rows come back under a view's own field names, as they are to be used.
 */
export function selectAs(alias: string, fields: Record<string, string>, prefix = ''): string {
  return Object.entries(fields)
    .map(([field, column]) => `${alias}.${column} AS "${prefix}${field}"`)
    .join(', ');
}
