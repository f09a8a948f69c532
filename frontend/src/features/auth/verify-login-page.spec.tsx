import { screen, waitFor } from '@testing-library/react';
import { getVerifyMagicLinkMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import VerifyLoginPage from './verify-login-page';

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
const renderMagicLink = (path: string) => renderRoutes(path, { '/verify-login': <VerifyLoginPage /> });

const server = serveApi();

describe('/verify-login', () => {
  it('signs in with the link and goes to the returned path after 2 s', async () => {
    server.use(getVerifyMagicLinkMockHandler({ redirectTo: '/dashboard', message: 'Login successful', user: AOIFE }));
    const { router, queryClient } = renderMagicLink('/verify-login?token=t&email=aoife%40example.ie');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/auth/me'])).toEqual(AOIFE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
  });

  it('explains a link without token or email', () => {
    renderMagicLink('/verify-login?token=t');
    expect(screen.getByText('Invalid login link. Missing token or email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message for an expired link", async () => {
    server.use(
      onOperation(getVerifyMagicLinkMockHandler, () => refusal({ statusCode: 401, error: 'Unauthorized', message: 'This sign-in link has expired.' })),
    );
    renderMagicLink('/verify-login?token=t&email=aoife%40example.ie');
    expect(await screen.findByText('This sign-in link has expired.')).toBeInTheDocument();
  });
});

describe('/verify-login with a link a newer one replaced', () => {
  it('says it was replaced, not that it expired', async () => {
    server.use(
      onOperation(getVerifyMagicLinkMockHandler, () =>
        refusal({
          statusCode: 410,
          error: 'Gone',
          code: 'IDENTITY.SUPERSEDED_TOKEN',
          message: 'This link was replaced by a newer one. Use the latest email we sent you.',
        }),
      ),
    );
    renderMagicLink('/verify-login?token=t&email=aoife%40example.ie');
    expect(await screen.findByText('This link was replaced by a newer one. Use the latest email we sent you.')).toBeInTheDocument();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
  });
});
