import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

type Schema = SchemaObject | ReferenceObject;

const isReference = (schema: Schema): schema is ReferenceObject => '$ref' in schema;

/**
 * A nullable property that refers to an enum is written `allOf: [$ref], nullable: true`; in
 * OpenAPI 3.0 `nullable` needs a `type` beside it to mean anything, so the referenced
 * schema's type is copied there (generators otherwise drop the null).
 */
export function withTypedNullableReferences(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const typeOf = (ref: string) => {
    const target = schemas[ref.replace('#/components/schemas/', '')];
    return target && !isReference(target) ? target.type : undefined;
  };
  const visit = (schema: Schema | undefined): void => {
    if (!schema || isReference(schema)) return;
    if (schema.nullable && !schema.type && schema.allOf?.length === 1 && isReference(schema.allOf[0])) schema.type = typeOf(schema.allOf[0].$ref);
    for (const property of Object.values(schema.properties ?? {})) visit(property);
    if (schema.items) visit(schema.items);
  };
  for (const schema of Object.values(schemas)) visit(schema);
  return document;
}
