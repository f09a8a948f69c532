import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { getCreateApiKeyMockHandler, getListApiKeysMockHandler, getRevokeApiKeyMockHandler } from '../../api/generated/integrations/integrations.msw';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { ApiKeysPanel } from './api-keys-panel';

/** A key for Dublin only, expiring on 1 March 2027 and last used on 2 March 2026 at 09:30, Dublin time. */
const CRM: ApiKeyDto = {
  id: 'k1',
  name: 'Dublin CRM',
  hint: 'tm_Ab3dE9',
  scopes: ['dinners:read', 'bookings:read'],
  cities: ['Dublin'],
  state: 'active',
  rate_limit_per_minute: 600,
  created_at: '2026-03-01T10:00:00Z',
  expires_at: '2027-03-01T23:59:59Z',
  last_used_at: '2026-03-02T09:30:00Z',
  last_used_address: '203.0.113.7',
  revoked_at: null,
};
const OLD: ApiKeyDto = {
  ...CRM,
  id: 'k2',
  name: 'Old booking feed',
  hint: 'tm_Zz9yX8',
  scopes: ['bookings:read'],
  cities: null,
  state: 'revoked',
  expires_at: null,
  last_used_at: null,
  last_used_address: null,
  revoked_at: '2026-03-03T10:00:00Z',
};
const CREATED: CreatedApiKeyDto = { ...CRM, id: 'k3', name: 'Cork bookings', secret: 'tm_secretShownOnce', last_used_at: null, last_used_address: null };

const renderPanel = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <ApiKeysPanel /> });

describe('API keys', () => {
  const server = serveApi();

  it('lists each key with its hint, state, reach and last use; only an active key may be revoked', async () => {
    server.use(getListApiKeysMockHandler({ keys: [CRM, OLD] }));
    renderPanel();
    const crm = within(await screen.findByRole('listitem', { name: 'Dublin CRM' }));
    expect(crm.getByText('tm_Ab3dE9…')).toBeInTheDocument();
    expect(crm.getByText('Active')).toBeInTheDocument();
    expect(crm.getByText('dinners:read, bookings:read · Dublin · expires Mar 01, 2027 23:59')).toBeInTheDocument();
    expect(crm.getByText('Last used Mar 02, 2026 09:30 from 203.0.113.7')).toBeInTheDocument();
    expect(crm.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    const old = within(screen.getByRole('listitem', { name: 'Old booking feed' }));
    expect(old.getByText('Revoked')).toBeInTheDocument();
    expect(old.getByText('bookings:read · every city')).toBeInTheDocument();
    expect(old.getByText('Never used')).toBeInTheDocument();
    expect(old.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('creates a key and shows its secret once, until the admin has copied it', async () => {
    let keys = [CRM];
    const sent: unknown[] = [];
    server.use(
      getListApiKeysMockHandler(() => ({ keys })),
      getCreateApiKeyMockHandler(async ({ request }) => {
        sent.push(await request.json());
        keys = [CREATED, CRM];
        return CREATED;
      }),
    );
    renderPanel();
    const form = within(await screen.findByRole('form', { name: 'Create an API key' }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Cork bookings');
    await userEvent.type(form.getByLabelText('Cities'), 'Cork, Galway');
    await userEvent.click(form.getByLabelText(/^Read bookings/));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Copy the key for Cork bookings now: it is shown only once.')).toBeInTheDocument();
    expect(screen.getByLabelText('New API key')).toHaveTextContent('tm_secretShownOnce');
    expect(await screen.findByRole('listitem', { name: 'Cork bookings' })).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Cork bookings', scopes: ['bookings:read'], cities: ['Cork', 'Galway'] }]);
    expect(form.getByLabelText(/^Name/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('tm_secretShownOnce')).not.toBeInTheDocument();
  });

  it('asks for a name and a scope before sending anything', async () => {
    let created = 0;
    server.use(
      getListApiKeysMockHandler({ keys: [] }),
      getCreateApiKeyMockHandler(() => {
        created += 1;
        return CREATED;
      }),
    );
    renderPanel();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please name the key.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(created).toBe(0);
  });

  it("toasts 'Key not created' with the server's message", async () => {
    server.use(
      getListApiKeysMockHandler({ keys: [] }),
      onOperation(getCreateApiKeyMockHandler, () => refusal({ statusCode: 400, error: 'Bad Request', message: 'Unknown city: Atlantis.' })),
    );
    renderPanel();
    const form = within(await screen.findByRole('form', { name: 'Create an API key' }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Atlantis feed');
    await userEvent.type(form.getByLabelText('Cities'), 'Atlantis');
    await userEvent.click(form.getByLabelText(/^Read dinners/));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Key not created')).toBeInTheDocument();
    expect(screen.getByText('Unknown city: Atlantis.')).toBeInTheDocument();
  });

  it('revokes a key once the admin confirms', async () => {
    let keys = [CRM];
    const revoked: string[] = [];
    server.use(
      getListApiKeysMockHandler(() => ({ keys })),
      getRevokeApiKeyMockHandler(({ params }) => {
        revoked.push(String(params.id));
        keys = [{ ...CRM, state: 'revoked', revoked_at: '2026-03-04T10:00:00Z' }];
        return keys[0];
      }),
    );
    renderPanel();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Dublin CRM' })).getByRole('button', { name: 'Revoke' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this key?' }));
    expect(dialog.getByText('Dublin CRM stops working at once, for good. The integration needs a new key to continue.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();
    expect(screen.getByText('Dublin CRM no longer works.')).toBeInTheDocument();
    expect(revoked).toEqual(['k1']);
    expect(await within(screen.getByRole('listitem', { name: 'Dublin CRM' })).findByText('Revoked')).toBeInTheDocument();
  });

  it("shows 'Failed to load the keys' with Retry", async () => {
    server.use(onOperation(getListApiKeysMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    renderPanel();
    expect(await screen.findByText('Failed to load the keys')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: the keys, their dates, the form and the revocation', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getListApiKeysMockHandler({ keys: [CRM, OLD] }));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Clés d’API' })).toBeInTheDocument();
    const crm = within(await screen.findByRole('listitem', { name: 'Dublin CRM' }));
    expect(crm.getByText('Active')).toBeInTheDocument();
    expect(crm.getByText('dinners:read, bookings:read · Dublin · expire le 1 mars 2027, 23:59')).toBeInTheDocument();
    expect(crm.getByText('Dernière utilisation le 2 mars 2026, 09:30 depuis 203.0.113.7')).toBeInTheDocument();
    const old = within(screen.getByRole('listitem', { name: 'Old booking feed' }));
    expect(old.getByText('Révoquée')).toBeInTheDocument();
    expect(old.getByText('bookings:read · toutes les villes')).toBeInTheDocument();
    expect(old.getByText('Jamais utilisée')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Créer une clé d’API' }));
    expect(form.getByLabelText(/^Lire les réservations de tables/)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Créer la clé' }));
    expect(await form.findByText('Veuillez nommer la clé.')).toBeInTheDocument();
    expect(form.getByText('Choisissez au moins une autorisation.')).toBeInTheDocument();
    await userEvent.click(crm.getByRole('button', { name: 'Révoquer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Révoquer cette clé ?' }));
    expect(dialog.getByText(/^Dublin CRM cesse de fonctionner immédiatement et définitivement\./)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Révoquer la clé' })).toBeInTheDocument();
  });
});
