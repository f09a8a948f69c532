import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/render-routes';
import { getGetDinnersForManagementMockHandler, getListUsersJoinedMockHandler } from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto } from '../../api/generated/model';
import { serveApi, SIGNED_OUT } from '../../testing/api-server';
import AdminDashboardPage from './admin-dashboard-page';

const ADMIN: CurrentUserDto = {
  id: 'u1',
  email: 'a@b.ie',
  first_name: 'Ann',
  last_name: null,
  role: 'admin',
  is_admin: true,
  email_verified: true,
  couple_id: null,
  service_terminated: false,
};
const COUPLE: CurrentUserDto = { ...ADMIN, id: 'u2', role: 'primary', is_admin: false };

const renderAt = (path: string) => renderRoutes(path, { '/admin-dashboard': <AdminDashboardPage /> }, ['/', '/admin/history', '/admin/analytics']).router;

describe('/admin-dashboard', () => {
  // The default section lists the dinners to manage.
  const server = serveApi(getGetDinnersForManagementMockHandler({ dinners: [] }));

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
