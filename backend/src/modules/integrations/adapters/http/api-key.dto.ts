import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim } from '../../../../platform/http/trim';
import { API_KEY_SCOPES, DEFAULT_KEY_RATE_LIMIT_PER_MINUTE } from '../../domain/api-key';
import type { ApiKeyScope, ApiKeyState } from '../../domain/api-key';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Harbour Group reservations', description: 'Names the integration, for the admins.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please name the key.' })
  @MaxLength(100)
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['dinners:read', 'reservations:write'], description: 'What the key may do; at least one.' })
  @IsArray()
  @ArrayMinSize(1, { message: 'Choose at least one scope.' })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true, message: `Scopes are ${API_KEY_SCOPES.join(', ')}.` })
  scopes: ApiKeyScope[];

  @ApiPropertyOptional({ type: [String], example: ['Dublin'], description: 'The cities whose dinners the key reaches; omitted or empty: every city.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(100, { each: true })
  cities?: string[];

  @ApiPropertyOptional({ format: 'date-time', example: '2027-01-01T00:00:00Z', description: 'When the key stops working; omitted: never.' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'The expiry must be a date and time.' })
  expires_at?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 10000, default: DEFAULT_KEY_RATE_LIMIT_PER_MINUTE, description: 'Requests per minute the key may make.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10000)
  rate_limit_per_minute?: number;
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Harbour Group reservations' }) name: string;
  @ApiProperty({ example: 'tm_Ab3dE9', description: "The secret's first characters, to tell keys apart; the secret itself is shown only once." }) hint: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes: ApiKeyScope[];
  @ApiProperty({ type: [String], nullable: true, description: 'null: every city.' }) cities: string[] | null;
  rate_limit_per_minute: number;
  @ApiProperty({ enum: ['active', 'revoked', 'expired'] }) state: ApiKeyState;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expires_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revoked_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_used_at: string | null;
  @ApiProperty({ nullable: true, type: String, example: '203.0.113.7', description: 'The address of the last call.' }) last_used_address: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ example: 'tm_Ab3dE9xQ…', description: 'The secret, shown this once: send it as `Authorization: Bearer <secret>`. Only its hash is kept.' })
  secret: string;
}

export class ApiKeysDto {
  @ApiProperty({ type: [ApiKeyDto], description: 'Newest first.' }) keys: ApiKeyDto[];
}
