import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import SettingsPage from './settings-page';

const AOIFE = { id: 'u1', email: 'aoife@example.ie', first_name: 'Aoife', last_name: 'Byrne', role: 'primary', is_admin: false, email_verified: true, couple_id: 'c1', service_terminated: false };

const fill = async (current: string, next: string, confirm = next) => {
  await userEvent.type(await screen.findByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('/couplesprofile/settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('changes the password, says other devices were signed out and empties the form', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/me': () => [200, AOIFE], 'POST /api/user/account/password': () => [200, { message: 'Your password has been changed. Other devices have been signed out.' }] });
    renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <SettingsPage /> });
    expect(await screen.findByText('aoife@example.ie')).toBeInTheDocument();
    await fill('Dinner4Two!', 'Supper4Four!');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/user/account/password')).toEqual([{ current_password: 'Dinner4Two!', new_password: 'Supper4Four!', confirm_password: 'Supper4Four!' }]);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it("checks the new password on the client with the server's words, and shows the server's field error", async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': () => [200, AOIFE],
      'POST /api/user/account/password': () => [400, { statusCode: 400, message: 'Your current password is not correct.', fields: { current_password: ['Your current password is not correct.'] } }],
    });
    renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <SettingsPage /> });
    await fill('Dinner4Two!', 'weak');
    expect(screen.getByText(/Password must be at least 8 characters long/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/user/account/password')).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Supper4Four!');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Supper4Four!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Your current password is not correct.')).not.toHaveLength(0);
  });
});
