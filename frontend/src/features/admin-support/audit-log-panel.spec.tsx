import { screen, within } from '@testing-library/react';
import type { AuditLogEntryDto } from '../../api/generated/model';
import { getAuditLogMockHandler } from '../../api/generated/support/support.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { AuditLogPanel } from './audit-log-panel';

const entry = (over: Partial<AuditLogEntryDto>): AuditLogEntryDto => ({
  id: 'e1',
  admin_id: '6f1c2a9e-0000-4000-8000-000000000001',
  admin_name: 'Ada Admin',
  admin_email: 'ada@tablemates.ie',
  actor_kind: 'admin',
  action: 'support_lookup',
  query: 'murphy',
  subject_user_ids: [],
  detail: {},
  at: '2026-03-01T10:00:00Z',
  ...over,
});

describe('Audit log', () => {
  const server = serveApi();

  it("names a member's own contact grant as the member's, and an admin's action as the admin's", async () => {
    server.use(
      getAuditLogMockHandler({
        entries: [
          entry({ id: 'e2', admin_name: 'Aoife Murphy', admin_email: 'aoife@example.ie', actor_kind: 'member', action: 'contact_share_granted', query: null }),
          entry({ id: 'e3', admin_name: null, actor_kind: 'member', action: 'contact_share_withdrawn', query: null }),
          entry({}),
        ],
        total: 3,
        page: 1,
        page_size: 50,
      }),
    );
    renderRoutes('/admin/customer-support', { '/admin/customer-support': <AuditLogPanel /> });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'By:Aoife Murphy (member)',
      'By:Deleted member (member)',
      'By:Ada Admin',
    ]);
    expect(within(rows[0]).getByText('Contact shared (see you again)')).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: who acted, what they did, when, and on how many people', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getAuditLogMockHandler({
        entries: [
          entry({ id: 'e2', admin_name: null, actor_kind: 'member', action: 'contact_share_granted', query: null }),
          entry({ id: 'e3', actor_kind: 'api_key', action: 'api_call', query: null, detail: { method: 'GET', path: '/api/v1/dinners', status: 200 } }),
          entry({ subject_user_ids: ['u1', 'u2'] }),
        ],
        total: 3,
        page: 1,
        page_size: 50,
      }),
    );
    renderRoutes('/admin/customer-support', { '/admin/customer-support': <AuditLogPanel /> });
    expect(await screen.findByRole('heading', { name: 'Journal d’audit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Recherche ou motif' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1 mars 2026, 10:00', 'Par :Membre supprimé (membre)', 'Coordonnées partagées (On se revoit)', '-', '-'],
      ['1 mars 2026, 10:00', 'Par :Clé sans nom (clé d’API)', 'Appel d’API', 'GET /api/v1/dinners → 200', '-'],
      ['1 mars 2026, 10:00', 'Par :Ada Admin', 'Recherche du support', 'murphy', '2 personnes'],
    ]);
  });
});
