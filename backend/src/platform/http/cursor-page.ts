import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/**
 * Stripe's cursor pagination, for the lists integrators walk: `limit` items after the item
 * `starting_after` names, and `has_more`. The order is by an immutable key, so a walk sees
 * every item that exists throughout it exactly once, however many are written meanwhile.
 */
export class CursorPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT, description: 'How many items to answer.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'The id of the last item of the previous page: the page starts after it. Omitted: the first page.' })
  @IsOptional()
  @IsUUID('all', { message: 'starting_after must be the id of an item of the list.' })
  starting_after?: string;
}

export interface CursorPage {
  limit: number;
  startingAfter: string | null;
}

export const cursorPageOf = (query: CursorPageQueryDto): CursorPage => ({
  limit: query.limit ?? DEFAULT_PAGE_LIMIT,
  startingAfter: query.starting_after ?? null,
});

/** A query reads one row more than the page: whether it came says `has_more`. */
export function pageOf<Item>(rows: Item[], page: CursorPage): { data: Item[]; hasMore: boolean } {
  return { data: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
