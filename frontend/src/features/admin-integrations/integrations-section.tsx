import { ApiKeysPanel } from './api-keys-panel';
import { DeliveryLogPanel } from './delivery-log-panel';
import { WebhookEndpointsPanel } from './webhook-endpoints-panel';
import { useT } from '../../i18n/use-t';

/** The console's door for integrators: API keys, webhook endpoints and their delivery log (docs/api-for-integrators.md). */
export default function IntegrationsSection() {
  const t = useT();
  return (
    <div className="space-y-6">
      <h2 className="font-serif text-2xl text-stone-900">{t('admin.integrations.title')}</h2>
      <ApiKeysPanel />
      <WebhookEndpointsPanel />
      <DeliveryLogPanel />
    </div>
  );
}
