import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import { AccountDataActions } from './account-data-actions';

const renderActions = () => renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <AccountDataActions /> });

describe('download our data and delete our account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the export as one JSON file', async () => {
    mockApi({ 'GET /api/user/data-export': () => [200, { exported_at: '2026-03-01T10:00:00.000Z', user_id: 'u1', couple_id: 'c1', data: { users: [{ id: 'u1' }] } }] });
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
    const fetchMock = mockApi({
      'POST /api/user/account/delete': (body) =>
        (body as { password: string }).password === 'right-one'
          ? [200, { success: true, message: 'Your account has been deleted' }]
          : [400, { statusCode: 400, message: 'The password is incorrect.', code: 'IDENTITY.WRONG_PASSWORD' }],
    });
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
    expect(bodiesSentTo(fetchMock, '/api/user/account/delete')).toEqual([{ password: 'wrong' }, { password: 'right-one' }]);
  });
});
