import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { getListWebhookDeliveriesMockHandler, getResendWebhookDeliveryMockHandler } from '../../api/generated/integrations/integrations.msw';
import type { WebhookDeliveryDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { DeliveryLogPanel } from './delivery-log-panel';

/** A test event delivered on 2 March 2026 at 09:30, Dublin time. */
const DELIVERED: WebhookDeliveryDto = {
  id: 'd1',
  endpoint_id: 'e1',
  event_id: 'ev1',
  event_type: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  body: '{}',
  created_at: '2026-03-02T09:30:00Z',
  last_attempt_at: '2026-03-02T09:30:00Z',
  next_attempt_at: null,
  response_status: 200,
  response_ms: 42,
  response_excerpt: 'ok',
};
/** Refused three times, tried again at 10:00. */
const RETRYING: WebhookDeliveryDto = {
  ...DELIVERED,
  id: 'd2',
  event_type: 'booking.confirmed',
  status: 'pending',
  attempts: 3,
  next_attempt_at: '2026-03-02T10:00:00Z',
  response_status: 503,
  response_ms: 1200,
  response_excerpt: 'Service Unavailable',
};
const UNSENT: WebhookDeliveryDto = {
  ...DELIVERED,
  id: 'd3',
  event_type: 'booking.cancelled',
  status: 'pending',
  attempts: 0,
  last_attempt_at: null,
  response_status: null,
  response_ms: null,
  response_excerpt: null,
};
/** Given up after no answer within 5 seconds. */
const UNANSWERED: WebhookDeliveryDto = {
  ...DELIVERED,
  id: 'd4',
  event_type: 'dinner.cancelled',
  status: 'failed',
  attempts: 1,
  response_status: null,
  response_ms: 5001,
  response_excerpt: 'Timed out after 5 seconds.',
};

const page = (data: WebhookDeliveryDto[], has_more = false) => ({ data, has_more });
const renderPanel = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <DeliveryLogPanel /> });

describe('Delivery log', () => {
  const server = serveApi();

  it('lists each delivery with its status, attempts, last answer and next attempt', async () => {
    server.use(getListWebhookDeliveriesMockHandler(page([DELIVERED, RETRYING, UNSENT, UNANSWERED])));
    renderPanel();
    const delivered = within(await screen.findByRole('listitem', { name: 'webhook.test delivered' }));
    expect(delivered.getByText('Delivered')).toBeInTheDocument();
    expect(delivered.getByText('Mar 02, 2026 09:30')).toBeInTheDocument();
    expect(delivered.getByText('200', { exact: false })).toHaveTextContent('200 · 42 ms');
    expect(delivered.queryByText(/attempt/)).not.toBeInTheDocument();
    const retrying = within(screen.getByRole('listitem', { name: 'booking.confirmed pending' }));
    expect(retrying.getByText('Pending')).toBeInTheDocument();
    expect(retrying.getByText('3 attempts')).toBeInTheDocument();
    expect(retrying.getByText('503', { exact: false })).toHaveTextContent('503 · 1200 msService Unavailable');
    expect(retrying.getByText('Next attempt Mar 02, 2026 10:00')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'booking.cancelled pending' })).getByText('Not sent yet')).toBeInTheDocument();
    const unanswered = within(screen.getByRole('listitem', { name: 'dinner.cancelled failed' }));
    expect(unanswered.getByText('Failed')).toBeInTheDocument();
    expect(unanswered.getByText('No answer', { exact: false })).toHaveTextContent('No answer · 5001 ms');
    expect(unanswered.getByText('Timed out after 5 seconds.')).toBeInTheDocument();
  });

  it('resends a delivery', async () => {
    const resent: string[] = [];
    server.use(
      getListWebhookDeliveriesMockHandler(page([DELIVERED])),
      getResendWebhookDeliveryMockHandler(({ params }) => {
        resent.push(String(params.id));
        return { ...DELIVERED, status: 'pending', attempts: 0 };
      }),
    );
    renderPanel();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'webhook.test delivered' })).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Delivery resent')).toBeInTheDocument();
    expect(screen.getByText('webhook.test is on its way again.')).toBeInTheDocument();
    expect(resent).toEqual(['d1']);
  });

  it("toasts 'Not resent' with the server's message", async () => {
    server.use(
      getListWebhookDeliveriesMockHandler(page([DELIVERED])),
      onOperation(getResendWebhookDeliveryMockHandler, () => refusal({ statusCode: 409, error: 'Conflict', message: 'The endpoint is disabled.' })),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Not resent')).toBeInTheDocument();
    expect(screen.getByText('The endpoint is disabled.')).toBeInTheDocument();
  });

  it('reads older deliveries a page at a time, and Refresh starts again from the newest', async () => {
    const asked: string[] = [];
    server.use(
      getListWebhookDeliveriesMockHandler(({ request }) => {
        const search = new URL(request.url).search;
        asked.push(search);
        return search.includes('starting_after=d1') ? page([RETRYING]) : page([DELIVERED], true);
      }),
    );
    renderPanel();
    await screen.findByRole('listitem', { name: 'webhook.test delivered' });
    await userEvent.click(screen.getByRole('button', { name: 'Older deliveries' }));
    expect(await screen.findByRole('listitem', { name: 'booking.confirmed pending' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older deliveries' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'booking.confirmed pending' })).not.toBeInTheDocument());
    expect(asked).toEqual(['?limit=20', '?limit=20&starting_after=d1', '?limit=20']);
  });

  it("shows 'No deliveries yet', and 'Failed to load the delivery log' with Retry", async () => {
    server.use(getListWebhookDeliveriesMockHandler(page([])));
    renderPanel();
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
    server.use(onOperation(getListWebhookDeliveriesMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load the delivery log')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: statuses, dates, attempts and the resend', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getListWebhookDeliveriesMockHandler(page([DELIVERED, RETRYING, UNSENT, UNANSWERED])),
      getResendWebhookDeliveryMockHandler({ ...DELIVERED, status: 'pending', attempts: 0 }),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Journal des livraisons' })).toBeInTheDocument();
    expect(screen.getByText('Toutes les livraisons des 30 derniers jours, des plus récentes aux plus anciennes.')).toBeInTheDocument();
    const retrying = within(await screen.findByRole('listitem', { name: 'booking.confirmed en attente' }));
    expect(retrying.getByText('En attente')).toBeInTheDocument();
    expect(retrying.getByText('2 mars 2026, 09:30')).toBeInTheDocument();
    expect(retrying.getByText('3 tentatives')).toBeInTheDocument();
    expect(retrying.getByText('Prochaine tentative le 2 mars 2026, 10:00')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'booking.cancelled en attente' })).getByText('Pas encore envoyée')).toBeInTheDocument();
    const unanswered = within(screen.getByRole('listitem', { name: 'dinner.cancelled en échec' }));
    expect(unanswered.getByText('Pas de réponse', { exact: false })).toHaveTextContent('Pas de réponse · 5001 ms');
    const delivered = within(screen.getByRole('listitem', { name: 'webhook.test livrée' }));
    expect(delivered.getByText('Livrée')).toBeInTheDocument();
    await userEvent.click(delivered.getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Livraison renvoyée')).toBeInTheDocument();
    expect(screen.getByText('L’événement webhook.test est de nouveau en route.')).toBeInTheDocument();
  });
});
