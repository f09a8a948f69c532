// Writes src/api/generated/field-limits.ts: the server's length, pattern and size rules of
// every request schema in ../openapi.yaml, for the forms to check with (Orval runs it after
// generating the client, so "npm run api" and "npm run api:check" cover it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const KEYWORDS = ['minLength', 'maxLength', 'pattern', 'minItems', 'maxItems'];

const limitsOf = (property) => {
  const found = Object.fromEntries(KEYWORDS.filter((keyword) => property[keyword] !== undefined).map((keyword) => [keyword, property[keyword]]));
  const items = property.items ? limitsOf(property.items) : null;
  return items && Object.keys(items).length > 0 ? { ...found, items } : found;
};

const schemas = parse(readFileSync(join(root, '..', 'openapi.yaml'), 'utf8')).components.schemas;
const limits = {};
for (const name of Object.keys(schemas).sort()) {
  const fields = {};
  for (const [field, property] of Object.entries(schemas[name].properties ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const found = limitsOf(property);
    if (Object.keys(found).length > 0) fields[field] = found;
  }
  if (Object.keys(fields).length > 0) limits[name] = fields;
}

writeFileSync(
  join(root, 'src', 'api', 'generated', 'field-limits.ts'),
  `/**\n * Generated from openapi.yaml by scripts/write-field-limits.mjs. Do not edit manually.\n * The server's rules per request schema and field: the forms check with these.\n */\nexport const SERVER_FIELD_LIMITS = ${JSON.stringify(limits, null, 2)} as const;\n`,
);
