import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getAdminAccessMockHandler,
  getGetDinnersNeedingAdminsMockHandler,
  getGetSafetyQueueMockHandler,
  getListAdminSessionsMockHandler,
  getListAdminsMockHandler,
  getListMySessionsMockHandler,
} from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { AdminAccessDtoPermissionsItem, type AdminAccessDto, type CurrentUserDto } from '../../api/generated/model';
import { withLanguage } from '../../i18n/languages';
import { serveApi } from '../../testing/api-server';
import { ANN_ADMIN } from '../../testing/members';
import { renderRoutes } from '../../testing/render-routes';
import AdminDashboardPage from './admin-dashboard-page';

/** An owner who reads French (her own choice in My account). */
const CLAIRE: CurrentUserDto = withLanguage(ANN_ADMIN, 'fr', 'fr');
const OWNER: AdminAccessDto = {
  role: 'owner',
  cities: [],
  permissions: Object.values(AdminAccessDtoPermissionsItem),
  two_factor_enrolled: true,
  two_factor_required: false,
  recovery_codes_left: 1,
};

// Above every section: the dinners that need an admin and the safety queue, here empty.
const server = serveApi(
  getGetDinnersNeedingAdminsMockHandler({ dinners: [] }),
  getGetSafetyQueueMockHandler({ reports: [], open: 0, overdue: 0, rule_appeals: [] }),
);
beforeEach(() => {
  server.use(
    getGetMeMockHandler(CLAIRE),
    getAdminAccessMockHandler(OWNER),
    getListMySessionsMockHandler({
      sessions: [
        { id: 's1', current: true, ip: null, user_agent: 'Firefox', created_at: '2026-12-04T08:00:00.000Z', last_seen_at: '2026-12-04T09:00:00.000Z' },
        { id: 's2', current: false, ip: '10.0.0.2', user_agent: null, created_at: '2026-12-01T08:00:00.000Z', last_seen_at: '2026-12-02T09:00:00.000Z' },
      ],
    }),
    getListAdminsMockHandler({
      admins: [{ id: 'admin-hugo', email: 'hugo@tablemates.ie', first_name: 'Hugo', role: 'city_manager', cities: ['Paris'], two_factor_enrolled: false }],
    }),
  );
});

const renderAt = (hash: string) => renderRoutes(`/admin-dashboard${hash}`, { '/admin-dashboard': <AdminDashboardPage /> });

describe('the admin console in French', () => {
  it('frames every page in French: the menu, its groups and Sign out', async () => {
    renderAt('#my-account');
    const menu = within((await screen.findAllByRole('navigation', { name: 'Sections d’administration' }))[0]);
    expect(menu.getByText('Opérations')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Dîners' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Statistiques' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tableau de bord admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Mon compte · Admin/);
  });

  it('shows My account in French: role, recovery codes counted, sessions with French dates, the language', async () => {
    renderAt('#my-account');
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByText('Propriétaire')).toBeInTheDocument();
    expect(screen.getByText(/1 code de secours restant\./)).toBeInTheDocument();
    const sessions = within(await screen.findByRole('list', { name: 'Sessions' }));
    expect(sessions.getByText('Ce navigateur')).toBeInTheDocument();
    expect(sessions.getByText(/^Adresse inconnue · connecté le 4 déc\. 2026/)).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: 'Fermer la session' })).toBeInTheDocument();
    const language = within(screen.getByRole('region', { name: 'Langue' }));
    expect(language.getByRole('radio', { name: 'Français' })).toBeChecked();
    // An admin has no couple, so no city of its own to follow.
    expect(language.queryByRole('radio', { name: 'La langue de ma ville' })).not.toBeInTheDocument();
  });

  it('lists the admins with their roles in French', async () => {
    renderAt('#admins');
    const hugo = within(await screen.findByRole('listitem', { name: 'hugo@tablemates.ie' }));
    expect(hugo.getByText('Connexion à deux facteurs : non configurée')).toBeInTheDocument();
    expect(hugo.getByRole('combobox', { name: 'Rôle' })).toHaveDisplayValue('Responsable de ville');
    expect(hugo.getByLabelText(/^Villes \(séparées par des virgules\)/)).toHaveValue('Paris');
    expect(hugo.getByRole('button', { name: 'Enregistrer le rôle' })).toBeInTheDocument();
    server.use(getListAdminSessionsMockHandler({ sessions: [] }));
    await userEvent.click(hugo.getByRole('button', { name: 'Sessions' }));
    expect(await hugo.findByText('Aucune session active.')).toBeInTheDocument();
  });
});
