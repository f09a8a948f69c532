import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDeleteUserByIdMockHandler, getListUsersJoinedMockHandler, getPurgeBookingsMockHandler } from '../../api/generated/admin/admin.msw';
import type { AdminUserDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { UserManagementPanel } from './user-management-panel';

const USER: AdminUserDto = {
  id: 'u1',
  user_id: 'u1',
  first_name: 'Aoife',
  last_name: 'Murphy',
  email: 'aoife@example.ie',
  industry: null,
  location: 'Dublin',
  phone_number: null,
  nationality: null,
  gender: null,
  date_of_birth: null,
  email_verified: true,
  signup_status: 'complete',
  accepted_terms: true,
  accepted_privacy_policy: true,
  opt_in_for_marketing: false,
  contact_consent: false,
  is_admin: false,
  couple_id: 'c1',
  invited_by_user_id: null,
  invitation_expires_at: null,
  service_terminated: true,
  consecutive_late_cancellations: 2,
  last_cancellation_date: null,
  firebase_uid: null,
  replit_id: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  partner_first_name: 'Cian',
  partner_last_name: null,
  partner_email: 'cian@example.ie',
  partner_invitation_pending: false,
};

const renderPanel = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <UserManagementPanel /> });

describe('User Management', () => {
  const server = serveApi();
  const listing = (users: AdminUserDto[]) => ({ users, total: users.length, page: 1, page_size: 25 });

  it('lists users with their badges and deletes one after confirmation', async () => {
    let users = [USER];
    const deleted: string[] = [];
    server.use(
      getListUsersJoinedMockHandler(() => listing(users)),
      getDeleteUserByIdMockHandler(({ params }) => {
        deleted.push(String(params.id));
        users = [];
        return { success: true, message: 'User deleted' };
      }),
    );
    renderPanel();
    expect(await screen.findByText('Aoife Murphy')).toBeInTheDocument();
    expect(screen.getByText('Service Terminated')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Aoife Murphy' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['u1']);
    await vi.waitFor(() => expect(screen.queryByText('Aoife Murphy')).not.toBeInTheDocument());
  });

  it("toasts 'Delete Failed' with the server's message", async () => {
    server.use(
      getListUsersJoinedMockHandler(listing([USER])),
      onOperation(getDeleteUserByIdMockHandler, () => refusal({ statusCode: 409, error: 'Conflict', message: 'The last admin cannot be deleted.' })),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aoife Murphy' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot be deleted.')).toBeInTheDocument();
  });

  it('purges only once PURGE is typed, and shows the counts', async () => {
    server.use(
      getListUsersJoinedMockHandler(listing([USER])),
      getPurgeBookingsMockHandler({ success: true, message: 'Booking and review data purged', details: { deletedBookings: 7, deletedReviews: 3 } }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Purge Bookings' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Purge' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type PURGE to confirm'), 'purge');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Type PURGE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type PURGE to confirm'), 'PURGE');
    await userEvent.click(confirm);
    expect(await screen.findByText('Deleted 7 bookings and 3 reviews.')).toBeInTheDocument();
  });

  it("shows 'Failed to load users' with Retry", async () => {
    server.use(onOperation(getListUsersJoinedMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    renderPanel();
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks the server to search, sort and filter, from the first page each time', async () => {
    const asked: string[] = [];
    server.use(
      getListUsersJoinedMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return listing([USER]);
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <UserManagementPanel /> });
    await screen.findByText('aoife@example.ie');
    await userEvent.type(screen.getByLabelText('Search users'), 'murphy{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Name A-Z');
    await userEvent.selectOptions(screen.getByLabelText('Who'), 'Admins');
    await userEvent.selectOptions(screen.getByLabelText('Email'), 'Unverified email');
    await vi.waitFor(() => expect(asked.at(-1)).toBe('?page=1&page_size=25&sort=name&order=asc&search=murphy&kind=admin&email_verified=false'));
    expect(asked[0]).toBe('?page=1&page_size=25&sort=created_at&order=desc');
  });

  it('speaks French to an admin who reads it: badges, the record, the purge with its word and the counts', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getListUsersJoinedMockHandler(listing([USER])),
      getPurgeBookingsMockHandler({ success: true, message: 'Booking and review data purged', details: { deletedBookings: 1, deletedReviews: 3 } }),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeInTheDocument();
    expect(await screen.findByText('Service arrêté')).toBeInTheDocument();
    expect(screen.getByText('Vérifié')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir Aoife Murphy' }));
    const record = within(await screen.findByRole('dialog', { name: 'Aoife Murphy' }));
    expect(record.getByText('Conditions acceptées')).toBeInTheDocument();
    await userEvent.click(record.getByRole('button', { name: 'Fermer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Purger les réservations' }));
    const purge = within(await screen.findByRole('dialog', { name: 'Purger les données de réservation ?' }));
    await userEvent.type(purge.getByLabelText('Tapez PURGE pour confirmer'), 'PURGE');
    await userEvent.click(purge.getByRole('button', { name: 'Purger' }));
    expect(await screen.findByText('Supprimés : 1 réservation et 3 avis.')).toBeInTheDocument();
  });
});
