import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { getCancelBookingMockHandler, getGetAvailableDinnerEventsMockHandler, getGetMyBookingsMockHandler } from '../../api/generated/dinners/dinners.msw';
import type { BookingDto, DinnerDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import DashboardPage from './dashboard-page';
import { NEW_COUPLE_SIDE_READS } from './dashboard-test-api';

// A Paris dinner at 19:30 Paris time (18:30 UTC), seen from the tests' browser in Dublin.
const PARIS = { city: 'Paris', country: 'France', event_date: '2026-12-04T18:30:00.000Z', time_zone: 'Europe/Paris' };
const DINNER: DinnerDto = {
  id: 'd9',
  dinner_id: 'd9',
  ...PARIS,
  booking_deadline: '2026-12-03T12:00:00.000Z',
  capacity: 20,
  booked_couples: 19,
  available_spots: 1,
  logistics_fee: 15,
  currency: 'EUR',
  logistics_fee_cents: 1500,
  frequency: 'weekly',
  status: 'accepting_bookings',
  is_active: true,
  booking_window: { state: 'urgent', hours_left: 5 },
  reveal_timing: 'day_before',
};
const BOOKING = {
  id: 'b1',
  dinner_id: 'd1',
  status: 'confirmed',
  slot: { date: '2026-12-04', time: '19:30', city: 'Paris', country: 'France' },
  special_requests: null,
  ...PARIS,
  logistics_fee: 15,
  currency: 'EUR',
  hold_expires_at: null,
  was_late_cancellation: false,
  revealed: false,
  matched: false,
  reveal_at: '2026-12-03T18:30:00.000Z',
  booking_deadline: '2026-12-03T12:00:00.000Z',
  reveal_timing: 'day_before',
  restaurant: null,
  table_number: null,
  other_couples: [],
  icebreakers: [],
  can_cancel: true,
  can_review: false,
  running_late: null,
  can_report_running_late: false,
  reviewed: false,
  created_at: '2026-11-20T10:00:00.000Z',
} satisfies BookingDto;

const server = serveApi();

beforeEach(() => {
  // Well before the dinner, so that cancelling is not late.
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z'), toFake: ['Date'] });
  server.use(
    getGetMeMockHandler(AOIFE_IN_FRENCH),
    getGetMyBookingsMockHandler({ bookings: [BOOKING], late_cancellations_in_a_row: 0 }),
    getGetAvailableDinnerEventsMockHandler({ events: [DINNER] }),
    getCancelBookingMockHandler({
      booking_id: 'b1',
      currency: 'EUR',
      fee_kept: 15,
      fee_note: null,
      message: 'ok',
      service_terminated: false,
      was_late_cancellation: false,
    }),
    ...NEW_COUPLE_SIDE_READS,
  );
});
afterEach(() => vi.useRealTimers());

const renderDashboard = () => renderRoutes('/dashboard', { '/dashboard': <DashboardPage /> });

describe('/dashboard in French (a member whose language is French)', () => {
  it('shows the next dinner card with the time in the dinner’s zone, in French words, and French money and plurals', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Prochain dîner' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    expect(within(card).getByText('Dîner à Paris')).toBeInTheDocument();
    expect(within(card).getByText('vendredi 4 décembre 2026 à 19:30 (heure de Paris)')).toBeInTheDocument();
    // Intl writes French money with a no-break space before the euro sign (narrow or not, by ICU version).
    expect(within(card).getByText(/^1 place restante · Frais de service 15,00\s€$/)).toBeInTheDocument();
    expect(within(card).getByText('Ferme dans 5 heures')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Réserver ce dîner' })).toHaveAttribute('href', '/book/d9');
  });

  it('shows the booking card and the cancel dialog in French, and cancels', async () => {
    renderDashboard();
    const upcoming = await screen.findByRole('region', { name: 'Dîners à venir' });
    expect(within(upcoming).getByText('Dîner à Paris · vendredi 4 décembre 2026')).toBeInTheDocument();
    expect(within(upcoming).getByText('Confirmée')).toBeInTheDocument();
    expect(within(upcoming).getByText('Le restaurant et les autres convives vous seront dévoilés le jeu. 3 déc., 19:30 (heure de Paris).')).toBeInTheDocument();

    await userEvent.click(within(upcoming).getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler la réservation ?' });
    expect(
      within(dialog).getByText('Votre dîner à Paris le vendredi 4 décembre 2026 à 19:30 (heure de Paris) sera annulé et votre place libérée.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Les frais de service de 15,00\s€ ne vous seront pas remboursés\.$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    expect(await screen.findByText('Réservation annulée')).toBeInTheDocument();
  });
});
