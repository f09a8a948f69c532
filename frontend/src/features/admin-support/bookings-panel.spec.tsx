import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListBookingsPageMockHandler } from '../../api/generated/support/support.msw';
import type { AdminBookingDto } from '../../api/generated/model';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { getListCityChoicesMockHandler } from '../../api/generated/admin/admin.msw';
import { renderRoutes } from '../../testing/render-routes';
import { BookingsPanel } from './bookings-panel';

const BOOKING: AdminBookingDto = {
  id: 'b1',
  created_at: '2026-03-01T10:00:00Z',
  status: 'confirmed',
  dinner_id: 'd1',
  dinner_city: 'Dublin',
  dinner_date: '2026-03-14T19:30:00Z',
  dinner_time_zone: 'Europe/Dublin',
  dinner_status: 'accepting_bookings',
  couple_id: 'c1',
  couple_name: 'Aoife Murphy & Cian Murphy',
};

describe('Bookings (support)', () => {
  const server = serveApi(
    getListCityChoicesMockHandler({
      cities: [
        { name: 'Dublin', country: 'Ireland', status: 'open' },
        { name: 'London', country: 'United Kingdom', status: 'closed' },
      ],
    }),
  );

  it('names couples and dinners, asks the server to search, filter and sort, and keeps the actions on each row', async () => {
    const asked: string[] = [];
    server.use(
      getListBookingsPageMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return { bookings: [BOOKING], total: 1, page: 1, page_size: 25 };
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <BookingsPanel /> });
    const row = (await screen.findByText('Aoife Murphy & Cian Murphy')).closest('tr')!;
    expect(within(row).getByText('Dublin, Mar 14, 2026 19:30')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search bookings'), 'murphy{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Booking status'), 'cancelled');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Dinner date, soonest first');
    await vi.waitFor(() => expect(asked.at(-1)).toBe('?page=1&page_size=25&sort=dinner_date&order=asc&search=murphy&status=cancelled'));
    await vi.waitFor(() =>
      expect(
        within(screen.getByLabelText('City'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any city', 'Dublin', 'London (closed)']),
    );
    await userEvent.selectOptions(screen.getByLabelText('City'), 'London');
    await vi.waitFor(() => expect(asked.at(-1)).toBe('?page=1&page_size=25&sort=dinner_date&order=asc&search=murphy&status=cancelled&city=London'));
  });

  it('speaks French to an admin who reads it: the filters, the row, its dinner and date, and the count', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getListBookingsPageMockHandler({ bookings: [BOOKING], total: 1, page: 1, page_size: 25 }));
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <BookingsPanel /> });
    expect(await screen.findByRole('heading', { name: 'Réservations' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher des réservations')).toHaveAttribute('placeholder', 'Nom ou e-mail d’un membre');
    expect(
      within(screen.getByLabelText('Statut de la réservation'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les statuts', 'en attente de paiement', 'confirmée', 'honorée', 'annulée', 'expirée']);
    expect(within(screen.getByLabelText('Trier')).getByRole('option', { name: 'Date du dîner, la plus proche d’abord' })).toBeInTheDocument();
    const row = within((await screen.findByText('Aoife Murphy & Cian Murphy')).closest('tr')!);
    expect(row.getByText('Dublin, 14 mars 2026, 19:30')).toBeInTheDocument();
    expect(row.getByText('confirmée')).toBeInTheDocument();
    expect(row.getByText('1 mars 2026, 10:00')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Déplacer' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Annuler la réservation' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 1 (1 réservation)')).toBeInTheDocument();
  });
});
