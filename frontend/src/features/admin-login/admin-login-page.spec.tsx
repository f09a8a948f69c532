import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getAdminLoginMockHandler } from '../../api/generated/admin/admin.msw';
import { getGetAdminStatusMockHandler, getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { ANN_ADMIN } from '../../testing/members';
import { renderRoutes } from '../../testing/render-routes';
import AdminLoginPage from './admin-login-page';

const ADMIN: CurrentUserDto = { ...ANN_ADMIN, email: 'admin@tablemates.ie', first_name: 'Ada' };
const renderAdminLogin = () => renderRoutes('/admin', { '/admin': <AdminLoginPage /> }).router;

describe('/admin', () => {
  const server = serveApi();

  it('sends an authenticated admin to /admin-dashboard', async () => {
    server.use(getGetAdminStatusMockHandler({ isAuthenticated: true, isAdmin: true }));
    const router = renderAdminLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(await screen.findByText('Page /admin-dashboard')).toBeInTheDocument();
  });

  it('signs in, checks the admin status and opens the dashboard', async () => {
    let signedIn = false;
    const sent = recordBodies(server);
    server.use(
      onOperation(getGetMeMockHandler, () =>
        signedIn ? HttpResponse.json(ADMIN) : refusal({ statusCode: 401, error: 'Unauthorized', message: 'Not authenticated. Please log in.' }),
      ),
      getGetAdminStatusMockHandler(() => ({ isAuthenticated: signedIn, isAdmin: signedIn })),
      getAdminLoginMockHandler(() => {
        signedIn = true;
        return { success: true, message: 'Admin login successful', two_factor_required: false };
      }),
    );
    const router = renderAdminLogin();
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'admin@tablemates.ie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Admin-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(await screen.findByText('Page /admin-dashboard')).toBeInTheDocument();
    expect(await sent('/api/admin/login')).toEqual([{ email: 'admin@tablemates.ie', password: 'Admin-pass1!' }]);
  });

  it('says Access denied for wrong credentials', async () => {
    server.use(
      getGetAdminStatusMockHandler({ isAuthenticated: false, isAdmin: false }),
      onOperation(getAdminLoginMockHandler, () => refusal({ statusCode: 401, error: 'Unauthorized', message: 'Invalid admin credentials' })),
    );
    renderAdminLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'someone@example.ie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('Invalid admin credentials')).toBeInTheDocument();
  });

  describe('in a French browser', () => {
    beforeEach(() => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']));
    afterEach(() => vi.restoreAllMocks());

    it('asks for both fields in French, then asks for the code from the app', async () => {
      server.use(
        getGetAdminStatusMockHandler({ isAuthenticated: false, isAdmin: false }),
        getAdminLoginMockHandler({ success: true, message: 'Enter the code from your authenticator app.', two_factor_required: true }),
      );
      renderAdminLogin();
      expect(await screen.findByRole('heading', { name: 'Portail d’administration' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez saisir l’e-mail et le mot de passe');
      await userEvent.type(screen.getByLabelText(/^E-mail/), 'claire@tablemates.ie');
      await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Admin-pass1!');
      await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('Saisissez le code de votre application d’authentification.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Code d’authentification/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Utiliser un code de secours' })).toBeInTheDocument();
    });
  });
});
