import { SESSION_COOKIE_NAME, SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS } from './modules/identity';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, WEBHOOK_EVENTS } from './modules/integrations';
import { ApiDocumentSources } from './platform/openapi/swagger';
import pluginMetadata from './plugin-metadata.generated';

/**
 * The modules' part of the API document. Here, at the composition root, because the
 * generated plugin metadata imports every module's DTOs and platform/ depends on no module.
 */
export const API_DOCUMENT_SOURCES: ApiDocumentSources = {
  pluginMetadata,
  session: { cookieName: SESSION_COOKIE_NAME, lifetimeMs: SESSION_LIFETIME_MS, idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS },
  webhooks: { events: WEBHOOK_EVENTS, signatureHeader: SIGNATURE_HEADER, toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS },
};
