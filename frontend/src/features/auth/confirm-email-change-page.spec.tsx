import { screen } from '@testing-library/react';
import { getConfirmEmailChangeMockHandler, getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto, EmailChangedDto, ErrorCode } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import ConfirmEmailChangePage from './confirm-email-change-page';

const AOIFE: CurrentUserDto = {
  id: 'u1',
  email: 'aoife.new@example.ie',
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
const CHANGED: EmailChangedDto = { message: 'Your sign-in email is now aoife.new@example.ie.', email: 'aoife.new@example.ie' };
const renderLink = (path: string) => renderRoutes(path, { '/confirm-email-change': <ConfirmEmailChangePage /> });

describe('/confirm-email-change', () => {
  const server = serveApi();

  it('confirms once and leads a signed-out visitor to log in with the new address', async () => {
    server.use(getConfirmEmailChangeMockHandler(CHANGED));
    const sent = recordBodies(server);
    renderLink('/confirm-email-change?token=abc');
    expect(await screen.findByRole('heading', { name: 'Your new email is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your sign-in email is now aoife.new@example.ie. Sign in with it from now on.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(await sent('/api/auth/confirm-email-change')).toEqual([{ token: 'abc' }]);
  });

  it('leads a signed-in member back to the settings', async () => {
    server.use(getGetMeMockHandler(AOIFE), getConfirmEmailChangeMockHandler(CHANGED));
    renderLink('/confirm-email-change?token=abc');
    expect(await screen.findByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/couplesprofile/settings');
  });

  it.each<[ErrorCode, number, string]>([
    ['IDENTITY.SUPERSEDED_TOKEN', 410, 'This link was replaced by a newer one. Use the latest email we sent you.'],
    ['IDENTITY.EXPIRED_TOKEN', 410, 'This email change link has expired. You can request a new one from your settings.'],
    ['IDENTITY.USED_TOKEN', 400, 'This email change link has already been used.'],
    ['IDENTITY.EMAIL_IN_USE', 409, 'That email is already in use.'],
  ])('shows what went wrong (%s)', async (code, status, message) => {
    server.use(onOperation(getConfirmEmailChangeMockHandler, () => refusal({ statusCode: status, error: 'Refused', code, message })));
    renderLink('/confirm-email-change?token=abc');
    expect(await screen.findByRole('heading', { name: 'Email not changed' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('explains a link without its token, without calling the server', async () => {
    const sent = recordBodies(server);
    renderLink('/confirm-email-change');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(await sent('/api/auth/confirm-email-change')).toEqual([]);
  });
});
