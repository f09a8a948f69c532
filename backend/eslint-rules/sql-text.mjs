/**
 * Local ESLint rules on SQL text (docs/architecture.md, "The database"). SQL is written with the
 * `sql` tag of platform/database/sql.ts, which numbers parameters itself; enum values (statuses,
 * kinds) are sets exported from a module's domain/ and passed as parameters. A string or template
 * literal is SQL text when it reads like SQL: an upper-case keyword or a comparison.
 */
const SQL_KEYWORD = /\b(SELECT|INSERT|UPDATE|DELETE|WHERE|SET|FROM|JOIN|AND|OR|IN|ANY|VALUES|CASE|WHEN|THEN|ELSE|RETURNING|LIMIT|OFFSET)\b/;
const COMPARISON_BEFORE_PARAMETER = /(=|<>|<|>|\(|,)\s*\$\d/;
const NUMBERED_PARAMETER = /\$\d+(?![\w$])/;
/** A quoted word compared to something or listed in IN (...): an enum value such as a status. */
const COMPARED_WORD = /(=|<>|!=|\bIN\s*\(|,)\s*'([a-z][a-z_]*)'/g;

/** Words SQL itself takes (jsonb_typeof's answers, regexp flags): not enum values. */
const SQL_VOCABULARY = new Set(['number', 'string', 'object', 'array', 'boolean', 'null', 'g', 'i', 'gi']);

/** The literal's text; a template's interpolations read as `?` so quotes around one do not count. */
function textOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('?');
}

function literalRule(description, message, violates) {
  return {
    meta: { type: 'problem', docs: { description }, messages: { violation: message }, schema: [] },
    create(context) {
      const check = (node) => {
        const text = textOf(node);
        if (text !== null && violates(text)) context.report({ node, messageId: 'violation' });
      };
      return { Literal: check, TemplateLiteral: check };
    },
  };
}

const noNumberedParameter = literalRule(
  'no hand-numbered $n parameters in SQL text',
  'Hand-numbered SQL parameter: write sql`… ${value} …` (platform/database/sql.ts), which numbers them.',
  (text) => NUMBERED_PARAMETER.test(text) && (SQL_KEYWORD.test(text) || COMPARISON_BEFORE_PARAMETER.test(text)),
);

const noStatusLiteral = literalRule(
  'no status (or other enum) string literals in SQL text',
  "A quoted value in SQL text: pass the domain's status set as a parameter (status = ANY(${ACTIVE_BOOKING_STATUSES})).",
  (text) => (SQL_KEYWORD.test(text) || /[\w)]\s*(=|<>|!=)\s*'/.test(text)) && [...text.matchAll(COMPARED_WORD)].some(([, , word]) => !SQL_VOCABULARY.has(word)),
);

/**
 * One query style per kind of read and write: SQL text runs through sql.ts (selectRows,
 * changeRows, TransactionalDb.rows/change), never `.query(` directly; the query builder only
 * inserts a row unless it is there (`createQueryBuilder().insert()…orIgnore()`), which the
 * repository API cannot say.
 */
const oneQueryStyle = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL through sql.ts; the query builder only for insert-or-ignore' },
    messages: {
      query: 'Run SQL through platform/database/sql.ts (db.rows / db.change, selectRows / changeRows), not `.query(`.',
      builder: 'The query builder only inserts unless present (.insert()…orIgnore()); reads and updates use the repository API or sql.ts.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const name = node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier' ? node.callee.property.name : null;
        if (name === 'query') context.report({ node, messageId: 'query' });
        if (name === 'createQueryBuilder') {
          const next = node.parent.type === 'MemberExpression' && node.parent.object === node ? node.parent.property.name : null;
          if (next !== 'insert') context.report({ node, messageId: 'builder' });
        }
      },
    };
  },
};

export default { rules: { 'no-numbered-parameter': noNumberedParameter, 'no-status-literal': noStatusLiteral, 'one-query-style': oneQueryStyle } };
