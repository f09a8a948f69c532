import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { CityStatus } from '../../../../kernel/city-registry';
import { CITY_STATUSES } from '../../domain/city';

export class CityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Dublin' }) name: string;
  @ApiProperty({ example: 'Ireland' }) country: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The IANA time zone every time of the city's dinners is shown in." }) time_zone: string;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code: the city's dinners are charged in it." }) currency: string;
  @ApiProperty({ example: 'en', description: "BCP 47 tag of the city's default language." }) language: string;
  @ApiProperty({ enum: CITY_STATUSES, enumName: 'CityStatus', description: 'open: couples sign up; coming_soon: couples join its waitlist; closed: neither.' })
  status: CityStatus;
  @ApiProperty({ example: 1500, description: "The fee of the city's dinners by default, in the currency's minor units (cents, pence; yen have none)." })
  default_fee_minor: number;
  @ApiProperty({ example: 2, description: 'How many decimals the currency has (Intl): default_fee_minor / 10^minor_digits is the amount.' })
  minor_digits: number;
}

export class CitiesDto {
  @ApiProperty({ type: [CityDto] }) cities: CityDto[];
}

export class CityResultDto {
  @ApiProperty({ type: CityDto }) city: CityDto;
}

/** A city as an owner types it; name and country, zone and currency are fixed once the city has dinners. */
export class CityInputDto {
  @ApiProperty({ example: 'London' })
  @IsString({ message: 'name is required' })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(100)
  name: string;

  @ApiProperty({ example: 'United Kingdom' })
  @IsString({ message: 'country is required' })
  @MinLength(1, { message: 'country is required' })
  @MaxLength(100)
  country: string;

  @ApiProperty({ example: 'Europe/London' })
  @IsString({ message: 'time_zone is required' })
  @MaxLength(64)
  time_zone: string;

  @ApiProperty({ example: 'GBP' })
  @IsString({ message: 'currency is required' })
  @MaxLength(3, { message: 'currency must be an ISO 4217 code of 3 letters' })
  currency: string;

  @ApiProperty({ example: 'en' })
  @IsString({ message: 'language is required' })
  @MaxLength(35)
  language: string;

  @ApiProperty({ enum: CITY_STATUSES, enumName: 'CityStatus' })
  @IsIn(CITY_STATUSES, { message: `status must be one of: ${CITY_STATUSES.join(', ')}` })
  status: CityStatus;

  @ApiProperty({ example: 1300, description: "In the currency's minor units." })
  @IsInt({ message: 'default_fee_minor must be a whole number of minor units' })
  @Min(0)
  @Max(1_000_000)
  default_fee_minor: number;
}

/** A city as the console's City filters list it. */
export class CityChoiceDto {
  @ApiProperty({ example: 'Dublin' }) name: string;
  @ApiProperty({ example: 'Ireland' }) country: string;
  @ApiProperty({ enum: CITY_STATUSES, enumName: 'CityStatus' }) status: CityStatus;
}

export class CityChoicesDto {
  @ApiProperty({ type: [CityChoiceDto] }) cities: CityChoiceDto[];
}
