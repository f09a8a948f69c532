import type { OpenAPIObject } from '@nestjs/swagger';
import { ArrayMaxSize, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { withValidationLimits } from './validation-limits';

// Read through class-validator's metadata, by its name, as the DTOs of the app are.
export class LimitsProbeDto {
  @IsString() @MinLength(2) @MaxLength(100) name: string;
  @IsString() @Matches(/^\d{3}$/) code: string;
  @ArrayMaxSize(3) @MaxLength(40, { each: true }) places: string[];
  @MaxLength(10) documented: string;
}

const documentWith = (properties: Record<string, object>): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: { schemas: { LimitsProbeDto: { type: 'object', properties } } },
});

describe('withValidationLimits', () => {
  it("writes the DTO's length, pattern and size rules into its schema, keeping what the decorators documented", () => {
    const document = withValidationLimits(
      documentWith({
        name: { type: 'string' },
        code: { type: 'string' },
        places: { type: 'array', items: { type: 'string' } },
        documented: { type: 'string', maxLength: 12 },
      }),
    );
    expect(document.components?.schemas?.LimitsProbeDto).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 100 },
        code: { type: 'string', pattern: '^\\d{3}$' },
        places: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 40 } },
        documented: { type: 'string', maxLength: 12 },
      },
    });
  });

  it('leaves a property that refers to another schema alone', () => {
    const document = withValidationLimits(documentWith({ name: { $ref: '#/components/schemas/Other' } }));
    expect(document.components?.schemas?.LimitsProbeDto).toEqual({ type: 'object', properties: { name: { $ref: '#/components/schemas/Other' } } });
  });
});
