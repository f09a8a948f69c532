import { DomainError } from '../../../kernel/domain-error';

export const RestaurantErrors = {
  notFound: () => new DomainError('not_found', 'RESTAURANTS.NOT_FOUND', 'Restaurant not found'),
};
