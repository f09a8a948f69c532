import { screen } from '@testing-library/react';
import { bodiesSentTo, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import ConfirmEmailChangePage from './confirm-email-change-page';

const AOIFE = { id: 'u1', email: 'aoife.new@example.ie', first_name: 'Aoife', last_name: null, role: 'primary', is_admin: false, email_verified: true, couple_id: 'c1', service_terminated: false };
const renderLink = (path: string) => renderRoutes(path, { '/confirm-email-change': <ConfirmEmailChangePage /> });

describe('/confirm-email-change', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms once and leads a signed-out visitor to log in with the new address', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/confirm-email-change': () => [200, { message: 'Your sign-in email is now aoife.new@example.ie.', email: 'aoife.new@example.ie' }] });
    renderLink('/confirm-email-change?token=abc');
    expect(await screen.findByRole('heading', { name: 'Your new email is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your sign-in email is now aoife.new@example.ie. Sign in with it from now on.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodiesSentTo(fetchMock, '/api/auth/confirm-email-change')).toEqual([{ token: 'abc' }]);
  });

  it('leads a signed-in member back to the settings', async () => {
    mockApi({
      'GET /api/auth/me': () => [200, AOIFE],
      'POST /api/auth/confirm-email-change': () => [200, { message: 'Your sign-in email is now aoife.new@example.ie.', email: 'aoife.new@example.ie' }],
    });
    renderLink('/confirm-email-change?token=abc');
    expect(await screen.findByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/couplesprofile/settings');
  });

  it.each([
    ['IDENTITY.SUPERSEDED_TOKEN', 410, 'This link was replaced by a newer one. Use the latest email we sent you.'],
    ['IDENTITY.EXPIRED_TOKEN', 410, 'This email change link has expired. You can request a new one from your settings.'],
    ['IDENTITY.USED_TOKEN', 400, 'This email change link has already been used.'],
    ['IDENTITY.EMAIL_IN_USE', 409, 'That email is already in use.'],
  ])('shows what went wrong (%s)', async (code, status, message) => {
    mockApi({ 'POST /api/auth/confirm-email-change': () => [status, { statusCode: status, code, message }] });
    renderLink('/confirm-email-change?token=abc');
    expect(await screen.findByRole('heading', { name: 'Email not changed' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('explains a link without its token, without calling the server', () => {
    const fetchMock = mockApi();
    renderLink('/confirm-email-change');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/auth/confirm-email-change')).toEqual([]);
  });
});
