import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CityAdministration } from '../../application/city-administration';
import { CitiesDto } from './city.dto';
import { toCityDto } from './city-presenter';

/** The cities a visitor can choose at sign-up: the open ones, and the coming-soon ones to wait for. */
@ApiTags('cities')
@Controller('cities')
export class CitiesController {
  constructor(private readonly administration: CityAdministration) {}

  @Get()
  @ApiOperation({
    summary: 'Cities to choose at sign-up',
    description: 'The open cities (couples sign up there) and the coming-soon ones (couples join their waitlist); closed cities are left out.',
  })
  @ApiOkResponse({ type: CitiesDto, description: 'The open and coming-soon cities.' })
  async listPublicCities(): Promise<CitiesDto> {
    return { cities: (await this.administration.list()).filter((city) => city.status !== 'closed').map(toCityDto) };
  }
}
