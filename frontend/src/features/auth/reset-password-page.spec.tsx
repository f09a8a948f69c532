import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import ResetPasswordPage from './reset-password-page';

const renderReset = (path: string) => renderRoutes(path, { '/reset-password': <ResetPasswordPage /> }).router;

describe('/reset-password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms a sent link', async () => {
    mockApi({ 'POST /api/auth/forgot-password': () => [200, { message: 'Password reset link sent to your email' }] });
    renderReset('/reset-password');
    await userEvent.type(screen.getByLabelText(/^Email/), 'aoife@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset link sent to your email')).toBeInTheDocument();
  });

  it('sets a new password from the link once both fields match', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/reset-password': () => [200, { message: 'Password has been reset successfully' }] });
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
    expect(bodiesSentTo(fetchMock, '/api/auth/reset-password')).toEqual([{ email: 'aoife@example.ie', token: 't1', password: 'Dinner2gether!' }]);
  });
});
