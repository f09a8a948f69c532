import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { getGetAvailableDinnerEventsMockHandler, getGetMyBookingsMockHandler } from '../../api/generated/dinners/dinners.msw';
import type { BookingDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import DashboardPage from './dashboard-page';
import { NEW_COUPLE_SIDE_READS } from './dashboard-test-api';

const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
/** A dinner Aoife attended with one other couple, not reviewed yet. */
const ATTENDED: BookingDto = {
  id: 'b2',
  dinner_id: 'd2',
  status: 'attended',
  slot: { date: '2026-11-20', time: '19:30', city: 'Dublin', country: 'Ireland' },
  special_requests: null,
  event_date: past(2),
  time_zone: 'Europe/Dublin',
  logistics_fee: 15,
  currency: 'EUR',
  hold_expires_at: null,
  was_late_cancellation: false,
  revealed: true,
  matched: true,
  reveal_at: past(3),
  booking_deadline: past(4),
  reveal_timing: 'when_seated',
  restaurant: null,
  table_number: 3,
  icebreakers: [],
  other_couples: [{ user_id: 'u7', coupleNames: 'Niamh & Priya', first_names: ['Niamh', 'Priya'], interests: [] }],
  can_cancel: false,
  can_review: true,
  reviewed: false,
  running_late: null,
  can_report_running_late: false,
  created_at: past(9),
};

serveApi(
  getGetMeMockHandler(AOIFE_IN_FRENCH),
  getGetMyBookingsMockHandler({ bookings: [ATTENDED], late_cancellations_in_a_row: 0 }),
  getGetAvailableDinnerEventsMockHandler({ events: [] }),
  ...NEW_COUPLE_SIDE_READS,
);

describe('the review dialog in French', () => {
  it('asks about the evening, the restaurant and each couple in French', async () => {
    renderRoutes('/dashboard', { '/dashboard': <DashboardPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Laisser un avis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comment s’est passé votre dîner ?' });
    expect(within(dialog).getByRole('group', { name: 'Impression générale' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio', { name: '5 étoiles' }).length).toBeGreaterThan(0);
    expect(within(within(dialog).getByRole('group', { name: 'Impression générale' })).getByRole('radio', { name: '1 étoile' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Nous aimerions revoir Niamh & Priya' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Niamh & Priya ne sont pas venus' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer mon avis' })).toBeInTheDocument();
  });
});
