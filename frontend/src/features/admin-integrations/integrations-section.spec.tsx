import { screen } from '@testing-library/react';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import {
  getListApiKeysMockHandler,
  getListWebhookDeliveriesMockHandler,
  getListWebhookEndpointsMockHandler,
} from '../../api/generated/integrations/integrations.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import IntegrationsSection from './integrations-section';

const renderSection = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <IntegrationsSection /> });

describe('Integrations', () => {
  const server = serveApi();
  beforeEach(() =>
    server.use(
      getListApiKeysMockHandler({ keys: [] }),
      getListWebhookEndpointsMockHandler({ endpoints: [] }),
      getListWebhookDeliveriesMockHandler({ data: [], has_more: false }),
    ),
  );

  it('shows its three panels, empty until an integration is set up', async () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Webhook endpoints' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery log' })).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Intégrations' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune clé d’API pour l’instant')).toBeInTheDocument();
    expect(await screen.findByText('Aucun endpoint de webhook pour l’instant')).toBeInTheDocument();
    expect(await screen.findByText('Aucune livraison pour l’instant')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clés d’API' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Endpoints de webhook' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Journal des livraisons' })).toBeInTheDocument();
  });
});
