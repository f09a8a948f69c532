import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { PARAMETER_DATA_TYPES } from '../../domain/matching-config-parameter';
import type { ParameterDataType } from '../../domain/matching-parameters';
import { MultiLine } from '../../../../platform/http/single-line';

/** A text, number or boolean: the admin form sends the value converted by its data type. */
const IsScalarValue = () =>
  ValidateBy({
    name: 'isScalarValue',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean',
      defaultMessage: () => 'Parameter value is required.',
    },
  });

const VALUE_SCHEMA = { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], example: 4 };

export class UpdateMatchingConfigDto {
  @ApiProperty({ ...VALUE_SCHEMA, description: 'Converted by data_type: integer base 10, decimal, boolean (true/1/yes), or text.' })
  @IsDefined({ message: 'Parameter value is required.' })
  @IsScalarValue()
  parameter_value: string | number | boolean;

  @ApiProperty({ enum: PARAMETER_DATA_TYPES })
  @IsDefined({ message: 'Data type is required.' })
  @IsIn(PARAMETER_DATA_TYPES, { message: 'Data type is required.' })
  data_type: ParameterDataType;

  @ApiPropertyOptional({ example: 'How much shared cuisines weigh in the compatibility score.', type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Description cannot exceed 1000 characters.' })
  @MultiLine()
  description?: string | null;

  @ApiPropertyOptional({ default: true, description: 'Treated as active unless false.' })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

export class CreateMatchingConfigDto extends UpdateMatchingConfigDto {
  @ApiProperty({ maxLength: 255, example: 'max_group_size', description: 'Unique; not editable after creation.' })
  @IsString({ message: 'Parameter name is required.' })
  @IsNotEmpty({ message: 'Parameter name is required.' })
  @MaxLength(255, { message: 'Parameter name cannot exceed 255 characters.' })
  parameter_name: string;
}

export class MatchingConfigDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  parameter_name: string;
  @ApiProperty({ description: 'As stored (text), to be read by data_type.' }) parameter_value: string;
  @ApiProperty({ enum: PARAMETER_DATA_TYPES }) data_type: ParameterDataType;
  description: string | null;
  is_active: boolean;
  @ApiProperty({ description: 'Whether the matching engine reads this parameter; any other is kept only as a note.' }) read_by_engine: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class MatchingConfigListDto {
  configs: MatchingConfigDto[];
}

export class MatchingConfigResultDto {
  success: boolean;
  message: string;
  config: MatchingConfigDto;
}

export class MatchingConfigMessageDto {
  success: boolean;
  message: string;
}

export class InitializeDefaultsResultDto extends MatchingConfigMessageDto {
  @ApiProperty({ description: 'How many documented parameters were missing and were created.' }) created: number;
}
