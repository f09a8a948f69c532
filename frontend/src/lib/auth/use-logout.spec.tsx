import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler, getLogoutMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { useLogout } from './use-logout';

function SignOutButton() {
  const { logout } = useLogout();
  return <button onClick={logout}>Sign Out</button>;
}

const AOIFE: CurrentUserDto = {
  id: 'u1',
  email: 'aoife@example.ie',
  first_name: 'Aoife',
  last_name: null,
  role: 'primary',
  is_admin: false,
  email_verified: true,
  couple_id: 'c1',
  service_terminated: false,
  suspended_until: null,
  suspension_reason: null,
  termination_cause: null,
  termination_reason: null,
  language: 'en',
  language_choice: null,
};

describe('useLogout', () => {
  const server = serveApi(getGetMeMockHandler(AOIFE));

  it("says 'Logged out' and goes to /", async () => {
    server.use(getLogoutMockHandler({ message: 'Logged out' }));
    const { router, queryClient } = renderRoutes('/menu', { '/menu': <SignOutButton /> });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('status')).toHaveTextContent('You have been successfully logged out.');
    expect(queryClient.getQueryData(['/api/auth/me'])).toBeNull();
  });

  it('goes to / even when the call fails', async () => {
    server.use(onOperation(getLogoutMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'Session store unavailable' })));
    const { router } = renderRoutes('/menu', { '/menu': <SignOutButton /> });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logout failed');
  });
});
