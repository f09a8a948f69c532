import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/** class-validator constraints that have an OpenAPI keyword, and the keyword. */
const STRING_KEYWORDS: Record<string, 'maxLength' | 'minLength' | 'pattern'> = { maxLength: 'maxLength', minLength: 'minLength', matches: 'pattern' };
const ARRAY_KEYWORDS: Record<string, 'maxItems' | 'minItems'> = { arrayMaxSize: 'maxItems', arrayMinSize: 'minItems' };

/**
 * Every DTO's class-validator metadata, by class name (the schema's name in the document).
 * class-validator keeps it in a map it offers no public way to list; reading it here is the
 * one place that relies on that.
 */
function metadataByClassName(): Map<string, ValidationMetadata[]> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<{ name: string }, ValidationMetadata[]> };
  return new Map([...storage.validationMetadatas.entries()].map(([target, metadatas]) => [target.name, metadatas]));
}

const keywordValue = (metadata: ValidationMetadata): unknown => {
  const [value] = metadata.constraints as unknown[];
  return value instanceof RegExp ? value.source : value;
};

function addLimit(schema: SchemaObject, metadata: ValidationMetadata): void {
  const name = metadata.name ?? metadata.type;
  const target = metadata.each && schema.type === 'array' ? (schema.items as SchemaObject | undefined) : schema;
  if (!target) return;
  const stringKeyword = STRING_KEYWORDS[name];
  if (stringKeyword && target.type === 'string' && target[stringKeyword] === undefined) target[stringKeyword] = keywordValue(metadata) as never;
  const arrayKeyword = ARRAY_KEYWORDS[name];
  if (arrayKeyword && !metadata.each && schema.type === 'array' && schema[arrayKeyword] === undefined) schema[arrayKeyword] = keywordValue(metadata) as number;
}

/**
 * Writes the DTOs' length, pattern and size rules into the document's schemas where the
 * swagger decorators did not, so that the client reads the server's limits from
 * openapi.yaml (frontend/src/api/generated/field-limits.ts) and the two cannot drift.
 */
export function withValidationLimits(document: OpenAPIObject): OpenAPIObject {
  const metadata = metadataByClassName();
  for (const [schemaName, schema] of Object.entries(document.components?.schemas ?? {})) {
    const properties = (schema as SchemaObject).properties ?? {};
    for (const entry of metadata.get(schemaName) ?? []) {
      const property = properties[entry.propertyName] as SchemaObject | undefined;
      if (property) addLimit(property, entry);
    }
  }
  return document;
}
