import { OpenApiDocument, resolveSchema, SchemaObject } from './openapi-routes';

/** Decides a field's value by its name and schema; undefined falls back to the schema's example or type. */
export type FieldFiller = (name: string, schema: SchemaObject) => unknown;

/** One deterministic, schema-shaped body: the fields `fill` chooses, the documented examples elsewhere. */
export function exampleFor(document: OpenApiDocument, raw: SchemaObject, fill: FieldFiller, name = '', depth = 0): unknown {
  const schema = resolveSchema(document, raw);
  const chosen = fill(name, schema);
  if (chosen !== undefined) return chosen;
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'array':
      return depth > 3 ? [] : [exampleFor(document, schema.items ?? {}, fill, name, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleFor(document, property, fill, key, depth + 1)]));
    default:
      return schema.format === 'date' ? '1990-05-17' : 'example';
  }
}
