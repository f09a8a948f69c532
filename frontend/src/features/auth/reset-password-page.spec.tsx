import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getForgotPasswordMockHandler, getResetPasswordMockHandler } from '../../api/generated/auth/auth.msw';
import { recordBodies, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import ResetPasswordPage from './reset-password-page';

const renderReset = (path: string) => renderRoutes(path, { '/reset-password': <ResetPasswordPage /> }).router;

describe('/reset-password', () => {
  const server = serveApi();

  it("answers with the server's message for any address and offers 'Create New Account' beside it (DECISIONS item 17)", async () => {
    const answer = 'If an account exists for this email, a password reset link is on its way. It expires in 1 hour.';
    server.use(getForgotPasswordMockHandler({ message: answer }));
    const router = renderReset('/reset-password');
    await userEvent.type(screen.getByLabelText(/^Email/), 'never.signed.up@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(answer)).toBeInTheDocument();
    expect(screen.queryByText(/not registered/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Create New Account' }));
    expect(router.state.location.pathname).toBe('/join');
  });

  it('sets a new password from the link once both fields match', async () => {
    const sent = recordBodies(server);
    server.use(getResetPasswordMockHandler({ message: 'Password has been reset successfully' }));
    renderReset('/reset-password?token=t1&email=aoife%40example.ie');
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Dinner2gether!');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Dinner2gether?');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'Dinner2gether!');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been reset successfully')).toBeInTheDocument();
    expect(await sent('/api/auth/reset-password')).toEqual([{ email: 'aoife@example.ie', token: 't1', password: 'Dinner2gether!' }]);
  });
});
