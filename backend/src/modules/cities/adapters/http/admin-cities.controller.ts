import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { CityAdministration } from '../../application/city-administration';
import { CitiesDto, CityInputDto, CityResultDto } from './city.dto';
import { toCityDto, toCityInput } from './city-presenter';

/** The console's Cities section (issue 49): a new city is a row of data. */
@ApiTags('admin')
@AdminPermission('configuration')
@Controller('admin/cities')
export class AdminCitiesController {
  constructor(private readonly administration: CityAdministration) {}

  @Get()
  @ApiOperation({ summary: 'List cities', description: 'Every city, Dublin first, with its zone, currency, language, status and default fee.' })
  @ApiOkResponse({ type: CitiesDto, description: 'Every city, closed ones included.' })
  async listCities(): Promise<CitiesDto> {
    return { cities: (await this.administration.list()).map(toCityDto) };
  }

  @Post()
  @ApiOperation({ summary: 'Create a city', description: 'A new city with its IANA zone, ISO 4217 currency, language, status and default fee.' })
  @ApiCreatedResponse({ type: CityResultDto, description: 'The city is created.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A missing field, an unknown zone, currency or language.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The city already exists in that country.' })
  async createCity(@Body() body: CityInputDto): Promise<CityResultDto> {
    return { city: toCityDto(await this.administration.create(toCityInput(body))) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit a city',
    description: 'Changes a city, its status included. Once the city has dinners its name, country, zone and currency stay as they are.',
  })
  @ApiOkResponse({ type: CityResultDto, description: 'The city as saved.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A missing field, an unknown zone, currency or language.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such city.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another city has that name, or the city has dinners and a fixed field changed.' })
  async updateCity(@UuidParam('id') id: string, @Body() body: CityInputDto): Promise<CityResultDto> {
    return { city: toCityDto(await this.administration.update(id, toCityInput(body))) };
  }
}
