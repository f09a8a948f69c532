import { DomainError } from '../../../kernel/domain-error';

/** The refusals of the integrations module (API keys and webhooks), their codes in one place. */
export const IntegrationErrors = {
  keyNotFound: () => new DomainError('not_found', 'INTEGRATIONS.KEY_NOT_FOUND', 'There is no API key with this id.'),
  keyExpiryInPast: () => new DomainError('invalid', 'INTEGRATIONS.KEY_EXPIRY_IN_PAST', 'The expiry date must be in the future.'),
  invalidKey: () => new DomainError('unauthenticated', 'INTEGRATIONS.INVALID_KEY', 'This API key is not valid.'),
  revokedKey: () => new DomainError('unauthenticated', 'INTEGRATIONS.KEY_REVOKED', 'This API key has been revoked.'),
  expiredKey: () => new DomainError('unauthenticated', 'INTEGRATIONS.KEY_EXPIRED', 'This API key has expired.'),
  outOfScope: (scopes: readonly string[]) =>
    new DomainError('forbidden', 'INTEGRATIONS.OUT_OF_SCOPE', `This API key may not do this: it needs the scope ${scopes.join(' or ')}.`),
  outOfCity: () => new DomainError('forbidden', 'INTEGRATIONS.OUT_OF_CITY', 'This API key does not reach dinners in this city.'),
  keyRateLimited: () =>
    new DomainError(
      'too_many_requests',
      'INTEGRATIONS.KEY_RATE_LIMITED',
      'Too many requests with this API key. Wait for the RateLimit-Reset seconds and try again.',
    ),
  endpointNotFound: () => new DomainError('not_found', 'INTEGRATIONS.ENDPOINT_NOT_FOUND', 'There is no webhook endpoint with this id.'),
  deliveryNotFound: () => new DomainError('not_found', 'INTEGRATIONS.DELIVERY_NOT_FOUND', 'There is no webhook delivery with this id.'),
  invalidUrl: (why: string) => new DomainError('invalid', 'INTEGRATIONS.INVALID_WEBHOOK_URL', `The webhook URL cannot be used: ${why}`),
  unknownEventType: (type: string) => new DomainError('invalid', 'INTEGRATIONS.UNKNOWN_EVENT_TYPE', `There is no event type ${type}.`),
  endpointGone: () =>
    new DomainError(
      'conflict',
      'INTEGRATIONS.ENDPOINT_GONE',
      'This endpoint answered 410 Gone and is stopped for good. Register the URL again to receive events.',
    ),
};
