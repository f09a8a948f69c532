import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANN_ADMIN } from '../../testing/members';
import { renderRoutes } from '../../testing/render-routes';
import {
  getAdminAccessMockHandler,
  getGetDinnersForManagementMockHandler,
  getGetDinnersNeedingAdminsMockHandler,
  getGetSafetyQueueMockHandler,
  getListUsersJoinedMockHandler,
} from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { AdminAccessDtoPermissionsItem, type AdminAccessDto, type CurrentUserDto } from '../../api/generated/model';
import { serveApi, SIGNED_OUT } from '../../testing/api-server';
import AdminDashboardPage from './admin-dashboard-page';
import { DUBLIN_TO_FILTER_BY } from '../../testing/cities';

const ADMIN: CurrentUserDto = ANN_ADMIN;
const OWNER_ACCESS: AdminAccessDto = {
  role: 'owner',
  cities: [],
  permissions: Object.values(AdminAccessDtoPermissionsItem),
  two_factor_enrolled: true,
  two_factor_required: false,
  recovery_codes_left: 10,
};
const COUPLE: CurrentUserDto = { ...ADMIN, id: 'u2', role: 'primary', is_admin: false };

const renderAt = (path: string) => renderRoutes(path, { '/admin-dashboard': <AdminDashboardPage /> }, ['/', '/admin/history', '/admin/analytics']).router;

describe('/admin-dashboard', () => {
  // The default section lists the dinners to manage; no dinner needs an admin unless a test says so.
  const server = serveApi(
    getGetDinnersForManagementMockHandler({ dinners: [] }),
    getGetDinnersNeedingAdminsMockHandler({ dinners: [] }),
    getAdminAccessMockHandler(OWNER_ACCESS),
    getGetSafetyQueueMockHandler({ reports: [], open: 0, overdue: 0, rule_appeals: [] }),
    DUBLIN_TO_FILTER_BY,
  );

  it('shows the dinners that need an admin above the section, with what is missing and the time left', async () => {
    server.use(
      getGetMeMockHandler(ADMIN),
      getGetDinnersNeedingAdminsMockHandler({
        dinners: [
          {
            dinner_id: 'd1',
            city: 'Paris',
            country: 'France',
            time_zone: 'Europe/Paris',
            event_date: '2026-06-01T17:30:00Z',
            minutes_left: 320,
            unseated_couples: 2,
            groups_without_restaurant: 0,
            tables_declined: 1,
            tables_unanswered: 0,
            tables_at_deactivated_restaurants: 0,
            missing: ['2 paid couples without a group', '1 table declined by the restaurant'],
          },
        ],
      }),
    );
    renderAt('/admin-dashboard');
    const panel = await screen.findByRole('region', { name: 'Needs you' });
    expect(within(panel).getByRole('link', { name: /Paris/ })).toHaveAttribute('href', '/admin/dinners/d1/operations');
    expect(panel).toHaveTextContent('Starts in 5 h 20 min');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('2 paid couples without a group');
    expect(panel).toHaveTextContent('1 table declined by the restaurant');
  });

  it('counts the safety reports unanswered for more than 24 hours above the section, with a way to the queue', async () => {
    server.use(getGetMeMockHandler(ADMIN), getGetSafetyQueueMockHandler({ reports: [], open: 3, overdue: 2, rule_appeals: [] }));
    renderAt('/admin-dashboard');
    const panel = await screen.findByRole('region', { name: 'Safety reports waiting' });
    expect(panel).toHaveTextContent('2 safety reports unanswered for more than 24 hours');
    expect(within(panel).getByRole('link', { name: 'Open Safety' })).toHaveAttribute('href', '/admin-dashboard#safety');
  });

  it('says it is verifying admin access, then opens the default section', async () => {
    server.use(getGetMeMockHandler(ADMIN));
    renderAt('/admin-dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying admin access...');
    // The section is a lazy chunk: on a busy machine it can take more than a second to arrive.
    expect(await screen.findByRole('heading', { name: 'Group & Restaurant Management' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Dinner' })).toBeInTheDocument();
  });

  it('shows the three menu groups with their sections', async () => {
    server.use(getGetMeMockHandler(ADMIN));
    renderAt('/admin-dashboard#customer-support');
    const menu = await screen.findByRole('navigation', { name: 'Admin sections' });
    for (const label of [
      'Operations',
      'Management',
      'Analytics & History',
      'Dinner Events',
      'Matched Dinners',
      'User Management',
      'Restaurant Management',
      'Matching Management',
    ]) {
      expect(within(menu).getByText(label)).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Historical Dinners' })).toHaveAttribute('href', '/admin/history');
    expect(within(menu).getByRole('link', { name: 'Customer Support' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an analyst only what the role may use, and opens the first of it', async () => {
    server.use(
      getGetMeMockHandler(ADMIN),
      getAdminAccessMockHandler({ ...OWNER_ACCESS, role: 'analyst', permissions: ['account:two-factor', 'account:sessions', 'analytics:read'] }),
    );
    renderAt('/admin-dashboard#jobs');
    const menu = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(menu).getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
    for (const hidden of ['Dinner Events', 'Customer Support', 'Scheduled Jobs', 'Admins', 'Cities', 'User Management']) {
      expect(within(menu).queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    expect(await screen.findByText('This section is not available to your admin role.')).toBeInTheDocument();
  });

  it('shows only the two-factor setup where it is required and not set up, and a banner where it is optional', async () => {
    server.use(getGetMeMockHandler(ADMIN), getAdminAccessMockHandler({ ...OWNER_ACCESS, two_factor_enrolled: false, two_factor_required: true }));
    renderAt('/admin-dashboard');
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('asks an admin without a second factor to set it up, where it is optional', async () => {
    server.use(getGetMeMockHandler(ADMIN), getAdminAccessMockHandler({ ...OWNER_ACCESS, two_factor_enrolled: false }));
    renderAt('/admin-dashboard#customer-support');
    expect(await screen.findByText(/set up two-factor sign-in for your admin account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it up' })).toHaveAttribute('href', '/admin-dashboard#my-account');
  });

  it('reaches the older user list only by its hash, and says so for an unknown section', async () => {
    server.use(getGetMeMockHandler(ADMIN), getListUsersJoinedMockHandler({ users: [], total: 0, page: 1, page_size: 25 }));
    const router = renderAt('/admin-dashboard#user-management-old');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Name, email, location, partner name or email')).toBeInTheDocument();
    await act(() => router.navigate('/admin-dashboard#nothing-here'));
    expect(screen.getByText('Select a section from the sidebar to get started')).toBeInTheDocument();
  });

  it.each([
    ['#analytics', '/admin/analytics'],
    ['#historical-dinners', '/admin/history'],
  ])('opens the page of a menu entry outside the dashboard from its hash (%s)', async (hash, page) => {
    server.use(getGetMeMockHandler(ADMIN));
    const router = renderAt(`/admin-dashboard${hash}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
  });

  it('opens the side drawer on a phone and navigates from it', async () => {
    server.use(getGetMeMockHandler(ADMIN));
    const router = renderAt('/admin-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Matched Dinners' }));
    expect(router.state.location.hash).toBe('#matched-dinners');
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it.each([
    ['a couple member', getGetMeMockHandler(COUPLE)],
    ['a visitor', SIGNED_OUT],
  ])('tells %s Access Denied and sends them home', async (_, me) => {
    server.use(me);
    const router = renderAt('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects a non-admin home on its own after a moment', async () => {
    server.use(getGetMeMockHandler(COUPLE));
    const router = renderAt('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Page /')).toBeInTheDocument();
  });
});
