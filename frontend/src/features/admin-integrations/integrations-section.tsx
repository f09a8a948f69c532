import { ApiKeysPanel } from './api-keys-panel';
import { DeliveryLogPanel } from './delivery-log-panel';
import { WebhookEndpointsPanel } from './webhook-endpoints-panel';

/** The console's door for integrators: API keys, webhook endpoints and their delivery log (docs/api-for-integrators.md). */
export default function IntegrationsSection() {
  return (
    <div className="space-y-6">
      <h2 className="font-serif text-2xl text-stone-900">Integrations</h2>
      <ApiKeysPanel />
      <WebhookEndpointsPanel />
      <DeliveryLogPanel />
    </div>
  );
}
