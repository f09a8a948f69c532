export { IntegrationsModule } from './integrations.module';
/** For the modules owning what integrators read: their routes accept an admin or a key with a scope. */
export { AdminOrApiKey, CurrentIntegrator } from './adapters/http/integrator-access';
export type { Integrator } from './adapters/http/integrator-access';
export { reachesCity } from './domain/api-key';
export { IntegrationErrors } from './domain/integration-errors';
/** For the modules owning dinners and restaurants: they say where their events happen (a key limited to cities hears only of those). */
export { EventCities } from './application/event-cities';
/** For the API document (`x-webhooks`) and receivers' tests: the events and how deliveries are signed. */
export { WEBHOOK_EVENTS } from './domain/webhook-events';
export type { WebhookEventType } from './domain/webhook-events';
export { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, signatureHeader, verifySignature } from './application/webhook-signature';
/** For tests that wait for deliveries to settle. */
export { WebhookDeliveries } from './application/webhook-deliveries';
