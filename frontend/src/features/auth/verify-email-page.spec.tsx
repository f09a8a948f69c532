import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import VerifyEmailPage from './verify-email-page';

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
const renderVerify = (path: string) => renderRoutes(path, { '/verify-email': <VerifyEmailPage /> }).router;

describe('/verify-email', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('verifies the token, signs in with it and lands on the dashboard', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/verify-email': () => [200, { message: 'Email verified' }],
      'POST /api/auth/auto-login': () => [200, { user: AOIFE, message: 'Login successful' }],
    });
    const router = renderVerify('/verify-email?token=abc&email=aoife%40example.ie');
    expect(await screen.findByRole('heading', { name: 'Email verified!' })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodiesSentTo(fetchMock, '/api/auth/auto-login')).toEqual([{ token: 'abc' }]);
  });

  it("shows 'Verification Failed' with the server's message", async () => {
    mockApi({ 'GET /api/auth/verify-email': () => [400, { statusCode: 400, message: 'This verification link has expired.' }] });
    renderVerify('/verify-email?token=old');
    expect(await screen.findAllByText('Verification Failed')).not.toHaveLength(0);
    expect(screen.getAllByText('This verification link has expired.')).not.toHaveLength(0);
  });

  it("resends to the failed link's email without asking for it again", async () => {
    const fetchMock = mockApi({
      'GET /api/auth/verify-email': () => [400, { statusCode: 400, message: 'This verification link has expired.' }],
      'POST /api/auth/resend-verification': () => [200, { message: 'Verification email sent' }],
    });
    renderVerify('/verify-email?token=old&email=aoife%40example.ie');
    await userEvent.click(await screen.findByRole('link', { name: 'Resend verification email' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/auth/resend-verification')).toEqual([{ email: 'aoife@example.ie' }]);
  });

  it('without a token: check your inbox, resend (which needs an email) and log in', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/resend-verification': () => [200, { message: 'Verification email sent' }] });
    renderVerify('/verify-email');
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email Required');
    await userEvent.type(screen.getByLabelText('Email'), 'aoife@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/auth/resend-verification')).toEqual([{ email: 'aoife@example.ie' }]);
  });
});
