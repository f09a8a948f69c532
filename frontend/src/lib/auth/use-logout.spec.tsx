import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import { useLogout } from './use-logout';

function SignOutButton() {
  const { logout } = useLogout();
  return <button onClick={logout}>Sign Out</button>;
}

const AOIFE = {
  id: 'u1',
  email: 'aoife@example.ie',
  first_name: 'Aoife',
  last_name: null,
  role: 'primary',
  is_admin: false,
  email_verified: true,
  couple_id: 'c1',
  service_terminated: false,
};

describe('useLogout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Logged out' and goes to /", async () => {
    mockApi({ 'GET /api/auth/me': () => [200, AOIFE], 'POST /api/auth/logout': () => [200, { message: 'Logged out' }] });
    const { router, queryClient } = renderRoutes('/menu', { '/menu': <SignOutButton /> });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('status')).toHaveTextContent('You have been successfully logged out.');
    expect(queryClient.getQueryData(['/api/auth/me'])).toBeNull();
  });

  it('goes to / even when the call fails', async () => {
    mockApi({ 'GET /api/auth/me': () => [200, AOIFE], 'POST /api/auth/logout': () => [500, { statusCode: 500, message: 'Session store unavailable' }] });
    const { router } = renderRoutes('/menu', { '/menu': <SignOutButton /> });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('alert')).toHaveTextContent('Logout failed');
  });
});
