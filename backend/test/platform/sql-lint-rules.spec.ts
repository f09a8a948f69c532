import { Linter } from 'eslint';
import * as tseslint from 'typescript-eslint';

/** The local SQL rules (eslint-rules/sql-text.mjs) fail on each planted violation and pass the house style. */
async function lint(code: string): Promise<string[]> {
  const { default: sqlText } = await import('../../eslint-rules/sql-text.mjs');
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { sql: sqlText },
      rules: { 'sql/no-numbered-parameter': 'error', 'sql/no-status-literal': 'error', 'sql/one-query-style': 'error' },
    },
  ];
  return new Linter({ configType: 'flat' }).verify(code, config, 'planted.ts').map((message) => message.ruleId ?? message.message);
}

describe('SQL lint rules', () => {
  it('refuse a status written in SQL text', async () => {
    expect(await lint("db.rows(sql`SELECT id FROM dinner_bookings WHERE status IN ('confirmed', 'attended')`);")).toEqual(['sql/no-status-literal']);
    expect(await lint("const paid = `b.status = 'confirmed'`;")).toEqual(['sql/no-status-literal']);
  });

  it('refuse hand-numbered parameters', async () => {
    expect(await lint("const where = 'b.couple_id = $2 AND b.dinner_id = $3';")).toEqual(['sql/no-numbered-parameter']);
  });

  it('refuse .query( and the query builder beyond insert-or-ignore', async () => {
    expect(await lint('db.manager.query(text, values);')).toEqual(['sql/one-query-style']);
    expect(await lint("repository.createQueryBuilder('b').where('b.id = :id', { id }).getOne();")).toEqual(['sql/one-query-style']);
  });

  it('pass the house style', async () => {
    const code = [
      'db.rows(sql`SELECT id FROM dinner_bookings WHERE couple_id = ${coupleId} AND status = ANY(${PAID_BOOKING_STATUSES})`);',
      "db.rows(sql`SELECT jsonb_typeof(c.value->'rating') = 'number', regexp_replace(subject, ${pattern}, ${REDACTED}, 'gi') FROM t`);",
      'repository.createQueryBuilder().insert().values(entry).orIgnore().execute();',
      "text.replace(/([a-z0-9])([A-Z])/g, '$1 $2');",
      "const help = \"fee must be 'keep' or 'refund'\";",
    ].join('\n');
    expect(await lint(code)).toEqual([]);
  });
});
