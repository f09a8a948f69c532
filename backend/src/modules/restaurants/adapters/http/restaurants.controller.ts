import { Body, Controller, Delete, Get, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { cityOfFilter, CityFilterQueryDto } from '../../../../platform/http/city-filter.dto';
import { RestaurantCatalogue, RestaurantRemoval } from '../../application/restaurant-catalogue';
import type { Restaurant, RestaurantFields } from '../../domain/restaurant';
import { RestaurantDto, RestaurantInputDto, RestaurantListDto, RestaurantRemovalDto, RestaurantResultDto } from './restaurant.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

const toDto = (restaurant: Restaurant): RestaurantDto => ({
  id: restaurant.id,
  name: restaurant.name,
  address: restaurant.address,
  city: restaurant.city,
  country: restaurant.country,
  phone: restaurant.phone,
  website: restaurant.website,
  email: restaurant.email,
  description: restaurant.description,
  cuisine_types: restaurant.cuisineTypes,
  price_range: restaurant.priceRange,
  dietary_accommodations: restaurant.dietaryAccommodations,
  dining_vibe_tags: restaurant.diningVibeTags,
  avg_rating: restaurant.avgRating,
  max_party_size: restaurant.maxPartySize,
  tables_per_night: restaurant.tablesPerNight,
  is_active: restaurant.isActive,
});

const toFields = (body: RestaurantInputDto): RestaurantFields => ({
  name: body.name,
  address: body.address,
  city: body.city,
  country: body.country,
  phone: body.phone ?? null,
  website: body.website ?? null,
  email: body.email ?? null,
  description: body.description ?? null,
  cuisineTypes: body.cuisine_types,
  priceRange: body.price_range,
  dietaryAccommodations: body.dietary_accommodations,
  diningVibeTags: body.dining_vibe_tags,
  avgRating: body.avg_rating ?? 0,
  maxPartySize: body.max_party_size ?? 8,
  tablesPerNight: body.tables_per_night ?? 3,
  isActive: body.is_active ?? true,
});

function removalMessage(removal: RestaurantRemoval): string {
  if (removal.outcome === 'deleted') return 'Restaurant deleted';
  const where =
    removal.upcoming > 0 ? `it is assigned to ${removal.upcoming} upcoming dinner group${removal.upcoming === 1 ? '' : 's'}` : 'past dinners were held there';
  return `The restaurant was deactivated instead of deleted because ${where}. It will not be offered for new matches.`;
}

/**
 * Partner restaurants (admin-side spec, section 7). Admins only, reads included: couples
 * never list restaurants (a restaurant is revealed to its group 24 hours before the dinner).
 */
@ApiTags('restaurants')
@Controller('restaurants')
export class RestaurantsController {
  constructor(private readonly catalogue: RestaurantCatalogue) {}

  @AdminPermission('restaurants:read', { list: 'restaurants', field: 'city' })
  @Get()
  @ApiOperation({ summary: 'List restaurants', description: 'Every restaurant, active or not, by name; `city` keeps one city’s.' })
  @ApiOkResponse({ type: RestaurantListDto, description: 'The restaurants.' })
  async listRestaurants(@Query() query: CityFilterQueryDto): Promise<RestaurantListDto> {
    const city = cityOfFilter(query);
    return { restaurants: (await this.catalogue.list()).filter((restaurant) => city === undefined || restaurant.city === city).map(toDto) };
  }

  @AdminPermission('restaurants:write', { body: 'city' })
  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Add a restaurant', description: 'Adds a restaurant to the catalogue.' })
  @ApiCreatedResponse({ type: RestaurantResultDto, description: 'The created restaurant.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field breaks a rule of the restaurant form; `fields` names each.' })
  async createRestaurant(@Body() body: RestaurantInputDto): Promise<RestaurantResultDto> {
    return { success: true, message: 'Restaurant created', restaurant: toDto(await this.catalogue.create(toFields(body))) };
  }

  @AdminPermission('restaurants:write', { param: 'id', of: 'restaurant' }, { body: 'city' })
  @Put(':id')
  @ApiOperation({ summary: 'Edit a restaurant', description: "Replaces a restaurant's fields." })
  @ApiOkResponse({ type: RestaurantResultDto, description: 'The updated restaurant.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field breaks a rule of the restaurant form, or the id is not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such restaurant.' })
  async updateRestaurant(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: RestaurantInputDto): Promise<RestaurantResultDto> {
    return { success: true, message: 'Restaurant updated', restaurant: toDto(await this.catalogue.update(id, toFields(body), request.user.id)) };
  }

  @AdminPermission('restaurants:write', { param: 'id', of: 'restaurant' })
  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a restaurant',
    description: 'Deletes a restaurant; one seated in any dinner is deactivated instead, and the message says so.',
  })
  @ApiOkResponse({ type: RestaurantRemovalDto, description: 'Deleted, or deactivated (the message says which).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such restaurant.' })
  async deleteRestaurant(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string): Promise<RestaurantRemovalDto> {
    const removal = await this.catalogue.remove(id, request.user.id);
    return { success: true, outcome: removal.outcome, message: removalMessage(removal) };
  }
}
