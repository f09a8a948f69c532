/**
 * The one way to write SQL text (docs/architecture.md, "The database"): a tagged template whose
 * `${value}`s become numbered parameters, so no query numbers `$n` by hand and no value is ever
 * spliced into the text. A nested `sql` fragment is inlined (its values renumbered); `raw` marks
 * trusted text (a column list, a whitelisted ORDER BY) that is spliced as it is.
 *
 *   sql`SELECT id FROM dinner_bookings WHERE couple_id = ${coupleId} AND status = ANY(${ACTIVE_BOOKING_STATUSES})`
 */
export class Sql {
  private constructor(
    readonly texts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  static of(strings: readonly string[], values: readonly unknown[]): Sql {
    const texts = [strings[0]];
    const flat: unknown[] = [];
    values.forEach((value, index) => {
      const next = strings[index + 1];
      if (value instanceof Sql) {
        texts[texts.length - 1] += value.texts[0];
        for (let part = 1; part < value.texts.length; part++) texts.push(value.texts[part]);
        flat.push(...value.values);
        texts[texts.length - 1] += next;
      } else {
        flat.push(value);
        texts.push(next);
      }
    });
    return new Sql(texts, flat);
  }

  /** The text with `$1…$n` and the values in their order, as drivers take them. */
  compile(): { text: string; values: unknown[] } {
    let text = this.texts[0];
    for (let index = 1; index < this.texts.length; index++) text += `$${index}${this.texts[index]}`;
    return { text, values: [...this.values] };
  }
}

export const sql = (strings: TemplateStringsArray, ...values: unknown[]): Sql => Sql.of(strings, values);

/** Trusted SQL text, spliced as it is: never user input. */
export const raw = (text: string): Sql => Sql.of([text], []);

/** Fragments one after the other, `separator` between them. */
export const joinSql = (parts: readonly Sql[], separator: string): Sql =>
  parts.length === 0 ? raw('') : Sql.of(['', ...parts.slice(1).map(() => separator), ''], parts);

/** What runs SQL text: TypeORM's EntityManager, DataSource and Repository all do. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** The rows of a SELECT (or of a write with RETURNING that TypeORM answers as rows: INSERT). */
export async function selectRows<Row>(runner: SqlRunner, query: Sql): Promise<Row[]> {
  const { text, values } = query.compile();
  return (await runner.query(text, values)) as Row[];
}

/**
 * An UPDATE or DELETE: TypeORM answers those as `[returned rows, affected count]`.
 */
export async function changeRows<Row = never>(runner: SqlRunner, query: Sql): Promise<{ rows: Row[]; count: number }> {
  const { text, values } = query.compile();
  const [rows, count] = (await runner.query(text, values)) as [Row[], number];
  return { rows, count };
}
