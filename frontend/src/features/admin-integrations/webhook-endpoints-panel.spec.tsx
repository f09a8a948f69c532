import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import {
  getCreateWebhookEndpointMockHandler,
  getDeleteWebhookEndpointMockHandler,
  getListWebhookEndpointsMockHandler,
  getSendWebhookTestEventMockHandler,
  getUpdateWebhookEndpointMockHandler,
} from '../../api/generated/integrations/integrations.msw';
import { WebhookEndpointDtoEventTypesItem, type WebhookEndpointDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { WebhookEndpointsPanel } from './webhook-endpoints-panel';

const CRM_URL = 'https://crm.example.ie/hooks';
const OLD_URL = 'https://old.example.ie/hooks';
const CRM: WebhookEndpointDto = {
  id: 'e1',
  url: CRM_URL,
  description: 'Dublin CRM',
  event_types: ['booking.confirmed', 'booking.cancelled'],
  status: 'enabled',
  consecutive_failures: 0,
  disabled_reason: null,
  failing_since: null,
  registered_by_key_id: null,
  secret: 'whsec_crmSecret',
  created_at: '2026-03-01T10:00:00Z',
};
/** An endpoint that answered 410 after failing three times in a row, hearing every event type. */
const OLD: WebhookEndpointDto = {
  ...CRM,
  id: 'e2',
  url: OLD_URL,
  description: '',
  event_types: Object.values(WebhookEndpointDtoEventTypesItem),
  status: 'gone',
  consecutive_failures: 3,
  disabled_reason: 'The endpoint answered 410 Gone.',
  secret: 'whsec_oldSecret',
};

const renderPanel = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <WebhookEndpointsPanel /> });

describe('Webhook endpoints', () => {
  const server = serveApi();

  it('lists each endpoint with its status, failures, event types and signing secret on demand', async () => {
    server.use(getListWebhookEndpointsMockHandler({ endpoints: [CRM, OLD] }));
    renderPanel();
    const crm = within(await screen.findByRole('listitem', { name: CRM_URL }));
    expect(crm.getByText('Enabled')).toBeInTheDocument();
    expect(crm.getByText('Dublin CRM')).toBeInTheDocument();
    expect(crm.getByText('booking.confirmed, booking.cancelled')).toBeInTheDocument();
    expect(crm.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    await userEvent.click(crm.getByRole('button', { name: 'Show secret' }));
    expect(crm.getByLabelText('Signing secret')).toHaveTextContent('whsec_crmSecret');
    await userEvent.click(crm.getByRole('button', { name: 'Hide secret' }));
    expect(crm.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    const old = within(screen.getByRole('listitem', { name: OLD_URL }));
    expect(old.getByText('Gone (410)')).toBeInTheDocument();
    expect(old.getByText('3 failures in a row')).toBeInTheDocument();
    expect(old.getByText('The endpoint answered 410 Gone.')).toBeInTheDocument();
    expect(old.getByText('Every event type')).toBeInTheDocument();
    expect(old.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(old.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
  });

  it('registers an endpoint for the event types typed', async () => {
    let endpoints: WebhookEndpointDto[] = [];
    const sent: unknown[] = [];
    server.use(
      getListWebhookEndpointsMockHandler(() => ({ endpoints })),
      getCreateWebhookEndpointMockHandler(async ({ request }) => {
        sent.push(await request.json());
        endpoints = [CRM];
        return CRM;
      }),
    );
    renderPanel();
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Register a webhook endpoint' }));
    await userEvent.type(form.getByLabelText(/^URL/), CRM_URL);
    await userEvent.type(form.getByLabelText('Description'), 'Dublin CRM');
    await userEvent.type(form.getByLabelText('Event types'), 'booking.confirmed, booking.cancelled');
    await userEvent.click(form.getByRole('button', { name: 'Register endpoint' }));
    expect(await screen.findByText('Endpoint registered')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: CRM_URL })).toBeInTheDocument();
    expect(sent).toEqual([{ url: CRM_URL, description: 'Dublin CRM', event_types: ['booking.confirmed', 'booking.cancelled'] }]);
  });

  it('names an event type that does not exist, and sends nothing', async () => {
    let created = 0;
    server.use(
      getListWebhookEndpointsMockHandler({ endpoints: [] }),
      getCreateWebhookEndpointMockHandler(() => {
        created += 1;
        return CRM;
      }),
    );
    renderPanel();
    const form = within(await screen.findByRole('form', { name: 'Register a webhook endpoint' }));
    expect(form.getByText(`Comma-separated, e.g. booking.confirmed, booking.cancelled. Empty: all ${OLD.event_types.length}.`)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Register endpoint' }));
    expect(await form.findByText('Please enter the URL.')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/^URL/), CRM_URL);
    await userEvent.type(form.getByLabelText('Event types'), 'booking.made');
    await userEvent.click(form.getByRole('button', { name: 'Register endpoint' }));
    expect(await form.findByText('There is no event type booking.made.')).toBeInTheDocument();
    expect(created).toBe(0);
  });

  it('sends a test event and disables an endpoint', async () => {
    let endpoints = [CRM];
    const tested: string[] = [];
    const changes: unknown[] = [];
    server.use(
      getListWebhookEndpointsMockHandler(() => ({ endpoints })),
      getSendWebhookTestEventMockHandler(({ params }) => {
        tested.push(String(params.id));
        return { event_id: 'ev1' };
      }),
      getUpdateWebhookEndpointMockHandler(async ({ request }) => {
        changes.push(await request.json());
        endpoints = [{ ...CRM, status: 'disabled' }];
        return endpoints[0];
      }),
    );
    renderPanel();
    const crm = within(await screen.findByRole('listitem', { name: CRM_URL }));
    await userEvent.click(crm.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent')).toBeInTheDocument();
    expect(screen.getByText(`See the delivery log for ${CRM_URL}.`)).toBeInTheDocument();
    expect(tested).toEqual(['e1']);
    await userEvent.click(crm.getByRole('button', { name: 'Disable' }));
    expect(await crm.findByText('Disabled')).toBeInTheDocument();
    expect(crm.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(crm.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(changes).toEqual([{ status: 'disabled' }]);
  });

  it("toasts 'Test event not sent' with the server's message", async () => {
    server.use(
      getListWebhookEndpointsMockHandler({ endpoints: [CRM] }),
      onOperation(getSendWebhookTestEventMockHandler, () => refusal({ statusCode: 409, error: 'Conflict', message: 'This endpoint is disabled.' })),
    );
    renderPanel();
    await userEvent.click(within(await screen.findByRole('listitem', { name: CRM_URL })).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event not sent')).toBeInTheDocument();
    expect(screen.getByText('This endpoint is disabled.')).toBeInTheDocument();
  });

  it('removes an endpoint once the admin confirms', async () => {
    let endpoints = [CRM];
    server.use(
      getListWebhookEndpointsMockHandler(() => ({ endpoints })),
      getDeleteWebhookEndpointMockHandler(() => {
        endpoints = [];
      }),
    );
    renderPanel();
    await userEvent.click(within(await screen.findByRole('listitem', { name: CRM_URL })).getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this endpoint?' }));
    expect(dialog.getByText(`${CRM_URL} receives no more events, and its delivery log is deleted.`)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove endpoint' }));
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: the endpoints, the form and the removal', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getListWebhookEndpointsMockHandler({ endpoints: [CRM, OLD] }));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Endpoints de webhook' })).toBeInTheDocument();
    const crm = within(await screen.findByRole('listitem', { name: CRM_URL }));
    expect(crm.getByText('Activé')).toBeInTheDocument();
    await userEvent.click(crm.getByRole('button', { name: 'Afficher le secret' }));
    expect(crm.getByLabelText('Secret de signature')).toHaveTextContent('whsec_crmSecret');
    expect(crm.getByRole('button', { name: 'Désactiver' })).toBeInTheDocument();
    const old = within(screen.getByRole('listitem', { name: OLD_URL }));
    expect(old.getByText('Disparu (410)')).toBeInTheDocument();
    expect(old.getByText('3 échecs d’affilée')).toBeInTheDocument();
    expect(old.getByText('Tous les types d’événements')).toBeInTheDocument();
    expect(old.getByText('The endpoint answered 410 Gone.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Ajouter un endpoint de webhook' }));
    await userEvent.type(form.getByLabelText(/^URL/), CRM_URL);
    await userEvent.type(form.getByLabelText('Types d’événements'), 'booking.made');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter l’endpoint' }));
    expect(await form.findByText('Le type d’événement booking.made n’existe pas.')).toBeInTheDocument();
    await userEvent.click(crm.getByRole('button', { name: 'Supprimer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer cet endpoint ?' }));
    expect(dialog.getByText(`${CRM_URL} ne reçoit plus aucun événement, et son journal des livraisons est supprimé.`)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Supprimer l’endpoint' })).toBeInTheDocument();
  });
});
