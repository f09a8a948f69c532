import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto, DeleteAccountResultDto } from '../../api/generated/model';
import { getDeleteOwnAccountMockHandler, getExportOwnDataMockHandler } from '../../api/generated/user/user.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountDataActions } from './account-data-actions';

function Landing() {
  const { user } = useAuth();
  return <p>{user ? 'My Dashboard' : 'Sign In'}</p>;
}

const renderActions = () => renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <AccountDataActions />, '/': <Landing /> });

const AOIFE: CurrentUserDto = {
  id: 'u1',
  email: 'aoife@example.com',
  first_name: 'Aoife',
  last_name: 'Murphy',
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

describe('download our data and delete our account', () => {
  const server = serveApi();
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the export as one JSON file', async () => {
    server.use(getExportOwnDataMockHandler({ exported_at: '2026-03-01T10:00:00.000Z', user_id: 'u1', couple_id: 'c1', data: { users: [{ id: 'u1' }] } }));
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Download our data' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('tablemates-data-2026-03-01.json');
    click.mockRestore();
  });

  it('asks for the password, shows a wrong one, and leaves for the home page once deleted', async () => {
    let deleted = false;
    const sent = recordBodies(server);
    server.use(
      // The session is gone once the account is: the client must not need to ask again to know it.
      onOperation(getGetMeMockHandler, () =>
        deleted ? refusal({ statusCode: 500, error: 'Internal Server Error', message: 'not asked again' }) : HttpResponse.json<CurrentUserDto>(AOIFE),
      ),
      onOperation(getDeleteOwnAccountMockHandler, async ({ request }) => {
        deleted = ((await request.json()) as { password: string }).password === 'right-one';
        return deleted
          ? HttpResponse.json<DeleteAccountResultDto>({ success: true, message: 'Your account has been deleted' })
          : refusal({ statusCode: 400, error: 'Bad Request', message: 'The password is incorrect.', code: 'IDENTITY.WRONG_PASSWORD' });
      }),
    );
    const { router } = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Delete our account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete our account' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Your password/));
    await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'right-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete our account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Sign In')).toBeInTheDocument();
    expect(await sent('/api/user/account/delete')).toEqual([{ password: 'wrong' }, { password: 'right-one' }]);
  });
});
