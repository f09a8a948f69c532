import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAutoLoginMockHandler, getResendVerificationMockHandler, getVerifyEmailMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import VerifyEmailPage from './verify-email-page';

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
const renderVerify = (path: string) => renderRoutes(path, { '/verify-email': <VerifyEmailPage /> }).router;

describe('/verify-email', () => {
  const server = serveApi();
  const expired = onOperation(getVerifyEmailMockHandler, () =>
    refusal({ statusCode: 400, error: 'Bad Request', message: 'This verification link has expired.' }),
  );

  it('verifies the token, signs in with it and lands on the dashboard', async () => {
    const sent = recordBodies(server);
    server.use(getVerifyEmailMockHandler({ message: 'Email verified' }), getAutoLoginMockHandler({ user: AOIFE, message: 'Login successful' }));
    const router = renderVerify('/verify-email?token=abc&email=aoife%40example.ie');
    expect(await screen.findByRole('heading', { name: 'Email verified!' })).toBeInTheDocument();
    // The auto-login after 500 ms, then the dashboard a second later.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    expect(await sent('/api/auth/auto-login')).toEqual([{ token: 'abc' }]);
  });

  it("shows 'Verification Failed' with the server's message", async () => {
    server.use(expired);
    renderVerify('/verify-email?token=old');
    expect(await screen.findAllByText('Verification Failed')).not.toHaveLength(0);
    expect(screen.getAllByText('This verification link has expired.')).not.toHaveLength(0);
  });

  it("resends to the failed link's email without asking for it again", async () => {
    const sent = recordBodies(server);
    server.use(expired, getResendVerificationMockHandler({ message: 'Verification email sent' }));
    renderVerify('/verify-email?token=old&email=aoife%40example.ie');
    await userEvent.click(await screen.findByRole('link', { name: 'Resend verification email' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(await sent('/api/auth/resend-verification')).toEqual([{ email: 'aoife@example.ie' }]);
  });

  it('without a token: check your inbox, resend (which needs an email) and log in', async () => {
    const sent = recordBodies(server);
    server.use(getResendVerificationMockHandler({ message: 'Verification email sent' }));
    renderVerify('/verify-email');
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Required');
    await userEvent.type(screen.getByLabelText('Email'), 'aoife@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(await sent('/api/auth/resend-verification')).toEqual([{ email: 'aoife@example.ie' }]);
  });
});
