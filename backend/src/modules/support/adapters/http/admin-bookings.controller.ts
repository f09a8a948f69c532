import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminCityLimit, AdminPermission } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { ListBookings } from '../../application/list-bookings';
import { AdminBookingsPageDto, AdminBookingsQueryDto } from './admin-bookings.dto';

/** Every booking, for support: searched, filtered and sorted on the server. Admins only. */
@ApiTags('support')
@AdminPermission('support:read', { list: 'bookings', field: 'dinner_city' })
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(private readonly listBookings: ListBookings) {}

  @Get()
  @ApiOperation({
    summary: 'List bookings',
    description:
      "Every booking with its couple's names and its dinner (city, date and zone, status): searched by a member's name or email, filtered by status, dinner or city, sorted by booking date, dinner date or status, one page at a time. 400 on an unknown value.",
  })
  @ApiOkResponse({ type: AdminBookingsPageDto, description: 'One page of bookings.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async listBookingsPage(@Query() query: AdminBookingsQueryDto, @AdminCityLimit() cities: readonly string[] | undefined): Promise<AdminBookingsPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 25;
    const { bookings, total } = await this.listBookings.execute({
      search: query.search?.trim() ?? '',
      status: query.status,
      dinnerId: query.dinner_id,
      cities,
      city: query.city?.trim() || undefined,
      sort: query.sort ?? 'created_at',
      order: query.order ?? 'desc',
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { bookings, total, page, page_size: pageSize };
  }
}
