import fc from 'fast-check';
import { OpenApiDocument, resolveSchema, SchemaObject } from './openapi-routes';

/** Values that broke or could break a layer below validation: encodings, sizes, types, injections. */
export const HOSTILE_VALUES: unknown[] = [
  '',
  ' ',
  '\ud800',
  'ann\udc00@example.ie',
  'a\u0000b',
  '\u0007bell',
  'x'.repeat(5000),
  'é'.repeat(400),
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  '2024-02-30',
  '99999-12-31',
  'NaN',
  -1,
  0,
  1.5,
  2 ** 31,
  1e308,
  -1e308,
  true,
  null,
  [],
  {},
  [[[[[[]]]]]],
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

/** Values that fit the schema, roughly: enough to get past validation into the use case. */
function fitting(document: OpenApiDocument, raw: SchemaObject, depth: number, knownIds: string[]): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, raw);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.example !== undefined && schema.type !== 'object') return fc.oneof(fc.constant(schema.example), generated(document, schema, depth, knownIds));
  return generated(document, schema, depth, knownIds);
}

function generated(document: OpenApiDocument, schema: SchemaObject, depth: number, knownIds: string[]): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueFor(document, schema.items ?? {}, knownIds, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(document, schema, depth, knownIds);
    default:
      return stringFor(schema, knownIds);
  }
}

function stringFor(schema: SchemaObject, knownIds: string[]): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constantFrom('Aoife@Example.ie', ' cian@example.ie '));
    case 'uuid':
      return knownIds.length ? fc.oneof(fc.uuid(), fc.constantFrom(...knownIds)) : fc.uuid();
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default: {
      const lengths = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) };
      // 'binary' strings hold any UTF-16 code unit: control characters, lone surrogates.
      return fc.oneof(
        { arbitrary: fc.string({ unit: 'grapheme', ...lengths }), weight: 4 },
        { arbitrary: fc.string({ unit: 'binary', ...lengths }), weight: 1 },
      );
    }
  }
}

function objectFor(document: OpenApiDocument, schema: SchemaObject, depth: number, knownIds: string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(document, property, knownIds, depth + 1)]),
  );
  const known = fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object' && depth < 3
      ? fc.dictionary(fc.oneof(fc.uuid(), fc.string({ maxLength: 8 })), valueFor(document, schema.additionalProperties, knownIds, depth + 1), { maxKeys: 3 })
      : fc.constant({});
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}

/** A value for one field: mostly fitting (so that whole bodies get past validation), sometimes hostile or any JSON. */
export function valueFor(document: OpenApiDocument, schema: SchemaObject, knownIds: string[] = [], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fitting(document, schema, depth, knownIds), weight: 12 },
    { arbitrary: hostile, weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  );
}

/**
 * A request body for the schema: usually an object of its fields, sometimes with an unknown
 * field or not an object at all. uuid fields sometimes take one of `knownIds` (existing
 * dinners, bookings...) so that bodies reach the use cases, not only the not-found answers.
 */
export function bodyFor(document: OpenApiDocument, schema: SchemaObject, knownIds: string[] = []): fc.Arbitrary<unknown> {
  const shaped = fitting(document, schema, 0, knownIds);
  const withUnknownField = shaped.map((value) => (value && typeof value === 'object' ? { ...value, isAdmin: true } : value));
  return fc.oneof({ arbitrary: shaped, weight: 8 }, { arbitrary: withUnknownField, weight: 1 }, { arbitrary: hostile, weight: 1 });
}
