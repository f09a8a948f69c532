import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import { CityAdministration } from '../../application/city-administration';
import { CityChoicesDto } from './city.dto';

/**
 * The cities an admin may filter the console's lists by: closed ones too (their past dinners
 * stay in the lists), a city manager's own only.
 */
@ApiTags('admin')
@AdminPermission('cities:read', { list: 'cities', field: 'name' })
@Controller('admin/city-choices')
export class AdminCityChoicesController {
  constructor(private readonly administration: CityAdministration) {}

  @Get()
  @ApiOperation({
    summary: "Cities for the console's filters",
    description: 'Every city, Dublin first, with its country and status, closed ones included; a city manager gets only their cities.',
  })
  @ApiOkResponse({ type: CityChoicesDto, description: 'The cities this admin may filter by.' })
  async listCityChoices(): Promise<CityChoicesDto> {
    return { cities: (await this.administration.list()).map(({ name, country, status }) => ({ name, country, status })) };
  }
}
