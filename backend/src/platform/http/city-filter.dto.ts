import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The console's city filter (issue 49): `?city=Dublin` keeps one city's rows; without it, every city. */
export class CityFilterQueryDto {
  @ApiPropertyOptional({ example: 'Dublin', description: "Only this city's rows (the city's name, as in the cities table).", maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;
}

/** The filter's city, trimmed; undefined for every city. */
export const cityOfFilter = (query: CityFilterQueryDto): string | undefined => query.city?.trim() || undefined;
