import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import AdminLoginPage from './admin-login-page';

const ADMIN = {
  id: 'a1',
  email: 'admin@tablemates.ie',
  first_name: 'Ada',
  last_name: null,
  role: 'admin',
  is_admin: true,
  email_verified: true,
  couple_id: null,
  service_terminated: false,
};
const renderAdminLogin = () => renderRoutes('/admin', { '/admin': <AdminLoginPage /> }).router;

describe('/admin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an authenticated admin to /admin-dashboard', async () => {
    mockApi({ 'GET /api/admin/status': () => [200, { isAuthenticated: true, isAdmin: true }] });
    const router = renderAdminLogin();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });

  it('signs in, checks the admin status and opens the dashboard', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/auth/me': () => (signedIn ? [200, ADMIN] : [401, { statusCode: 401, message: 'Not authenticated. Please log in.' }]),
      'GET /api/admin/status': () => [200, { isAuthenticated: signedIn, isAdmin: signedIn }],
      'POST /api/admin/login': () => {
        signedIn = true;
        return [200, { success: true, message: 'Admin login successful' }];
      },
    });
    const router = renderAdminLogin();
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'admin@tablemates.ie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Admin-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(bodiesSentTo(fetchMock, '/api/admin/login')).toEqual([{ email: 'admin@tablemates.ie', password: 'Admin-pass1!' }]);
  });

  it('says Access denied for wrong credentials', async () => {
    mockApi({
      'GET /api/admin/status': () => [200, { isAuthenticated: false, isAdmin: false }],
      'POST /api/admin/login': () => [401, { statusCode: 401, message: 'Invalid admin credentials' }],
    });
    renderAdminLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'someone@example.ie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('Invalid admin credentials')).toBeInTheDocument();
  });
});
