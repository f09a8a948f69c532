import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsDecimalNumber } from '../../../../platform/http/decimal-number';
import { trim } from '../../../../platform/http/trim';
import { EMAIL_FORMAT_MESSAGE } from '../../../../platform/http/email-field';
import { MultiLine } from '../../../../platform/http/single-line';

const PRICE_RANGES = ['€€', '€€€', '€€€€'] as const;

const required = (label: string) => ({ message: `${label} is required.` });
const tooLong = (label: string, max: number) => ({ message: `${label} cannot exceed ${max} characters.` });
/** Tags arrive trimmed, without blanks or duplicates. */
const tags = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((tag) => (typeof tag === 'string' ? tag.trim() : tag)).filter((tag) => tag !== ''))] : value;
/** An empty optional field is no value. */
const blankAsNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value }));

/** The restaurant form (admin-side spec, section 5), plus tables per night (DECISIONS item 10). */
export class RestaurantInputDto {
  @ApiProperty({ example: 'The Winding Stair', minLength: 1, maxLength: 200 })
  @Transform(trim)
  @IsString(required('Restaurant name'))
  @IsNotEmpty(required('Restaurant name'))
  @MaxLength(200, tooLong('Restaurant name', 200))
  name: string;

  @ApiProperty({ example: '40 Lower Ormond Quay, Dublin 1', minLength: 1, maxLength: 500 })
  @Transform(trim)
  @IsString(required('Address'))
  @IsNotEmpty(required('Address'))
  @MaxLength(500, tooLong('Address', 500))
  address: string;

  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Dublin' })
  @Transform(trim)
  @IsString(required('City'))
  @IsNotEmpty(required('City'))
  @MaxLength(100, tooLong('City', 100))
  city: string;

  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Ireland' })
  @Transform(trim)
  @IsString(required('Country'))
  @IsNotEmpty(required('Country'))
  @MaxLength(100, tooLong('Country', 100))
  country: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20, example: '+353 1 475 1234' })
  @Transform(blankAsNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'Invalid phone number format.' })
  @Matches(/^\+?[\d\s\-()]+$/, { message: 'Invalid phone number format.' })
  @MaxLength(20, { message: 'Phone number cannot exceed 20 characters.' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://copperkettle.example.ie' })
  @Transform(blankAsNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: 'Invalid website URL.' })
  @MaxLength(500, tooLong('Website', 500))
  website?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'email',
    maxLength: 254,
    example: 'bookings@copperkettle.example.ie',
    description: 'Where reservation mails go (table, party size, dietary needs, a link to confirm or decline); without one the restaurant gets none.',
  })
  @Transform(blankAsNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: EMAIL_FORMAT_MESSAGE })
  @MaxLength(254, tooLong('Email', 254))
  @IsEmail({}, { message: EMAIL_FORMAT_MESSAGE })
  email?: string | null;

  @ApiPropertyOptional({ example: 'Irish cooking above a bookshop, by the Liffey.', type: String, nullable: true, maxLength: 1000 })
  @Transform(blankAsNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(1000, tooLong('Description', 1000))
  @MultiLine()
  description?: string | null;

  @ApiProperty({ type: [String], minItems: 1, example: ['Italian'] })
  @Transform(tags)
  @IsDefined({ message: 'At least one cuisine type is required.' })
  @IsArray({ message: 'At least one cuisine type is required.' })
  @ArrayNotEmpty({ message: 'At least one cuisine type is required.' })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  cuisine_types: string[];

  @ApiProperty({ enum: PRICE_RANGES })
  @IsDefined({ message: 'Price range is required.' })
  @IsIn(PRICE_RANGES, { message: 'Price range is required.' })
  price_range: (typeof PRICE_RANGES)[number];

  @ApiProperty({ type: [String], minItems: 1, example: ['Vegetarian'] })
  @Transform(tags)
  @IsDefined({ message: 'At least one dietary accommodation is required.' })
  @IsArray({ message: 'At least one dietary accommodation is required.' })
  @ArrayNotEmpty({ message: 'At least one dietary accommodation is required.' })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  dietary_accommodations: string[];

  @ApiProperty({ type: [String], minItems: 1, example: ['Cozy'] })
  @Transform(tags)
  @IsDefined({ message: 'At least one dining vibe tag is required.' })
  @IsArray({ message: 'At least one dining vibe tag is required.' })
  @ArrayNotEmpty({ message: 'At least one dining vibe tag is required.' })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  dining_vibe_tags: string[];

  @ApiPropertyOptional({ example: 4.6, minimum: 0, maximum: 5, default: 0, description: 'Out of 5, one decimal.' })
  @IsOptional()
  @IsDecimalNumber(1, { message: 'Rating must be a number with at most one decimal.' })
  @Min(0, { message: 'Rating must be between 0 and 5.' })
  @Max(5, { message: 'Rating must be between 0 and 5.' })
  avg_rating?: number;

  @ApiPropertyOptional({ example: 8, minimum: 2, maximum: 50, default: 8, description: 'People, not couples.' })
  @IsOptional()
  @IsInt({ message: 'Max party size must be a whole number.' })
  @Min(2, { message: 'Max party size must be at least 2.' })
  @Max(50, { message: 'Max party size cannot exceed 50.' })
  max_party_size?: number;

  @ApiPropertyOptional({
    example: 3,
    minimum: 1,
    maximum: 50,
    default: 3,
    description: 'Group tables the restaurant offers on one dinner night: matching never seats more groups there.',
  })
  @IsOptional()
  @IsInt({ message: 'Tables per night must be a whole number.' })
  @Min(1, { message: 'Tables per night must be at least 1.' })
  @Max(50, { message: 'Tables per night cannot exceed 50.' })
  tables_per_night?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

export class RestaurantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string | null;
  website: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Where reservation mails go.' }) email: string | null;
  description: string | null;
  cuisine_types: string[];
  @ApiProperty({ enum: PRICE_RANGES }) price_range: string;
  dietary_accommodations: string[];
  dining_vibe_tags: string[];
  avg_rating: number;
  max_party_size: number;
  tables_per_night: number;
  is_active: boolean;
}

export class RestaurantListDto {
  restaurants: RestaurantDto[];
}

export class RestaurantResultDto {
  success: boolean;
  message: string;
  restaurant: RestaurantDto;
}

export class RestaurantRemovalDto {
  success: boolean;
  @ApiProperty({
    enum: ['deleted', 'deactivated'],
    description: 'deactivated: the restaurant is seated in dinners, so it is kept (inactive) rather than deleted.',
  })
  outcome: 'deleted' | 'deactivated';
  message: string;
}
