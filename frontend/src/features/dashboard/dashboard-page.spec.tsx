import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { getGetMeMockHandler, getResendVerificationMockHandler } from '../../api/generated/auth/auth.msw';
import {
  getCancelBookingMockHandler,
  getGetAvailableDinnerEventsMockHandler,
  getGetMyBookingsMockHandler,
  getSubmitEnhancedReviewMockHandler,
} from '../../api/generated/dinners/dinners.msw';
import type { BookingDto, CancelBookingResultDto, CurrentUserDto, DinnerDto } from '../../api/generated/model';
import { getSendPartnerInvitationMockHandler } from '../../api/generated/partner/partner.msw';
import { getGetUserProfileMockHandler, getGetUserProfileResponseMock } from '../../api/generated/profile/profile.msw';
import { recordBodies, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import { ENDS_SERVICE_WARNING } from './cancel-booking-dialog';
import DashboardPage from './dashboard-page';
import { NEW_COUPLE_SIDE_READS } from './dashboard-test-api';

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const EVENT: DinnerDto = {
  id: 'd9',
  dinner_id: 'd9',
  city: 'Dublin',
  country: 'Ireland',
  event_date: future(5),
  time_zone: 'Europe/Dublin',
  booking_deadline: future(3),
  capacity: 20,
  booked_couples: 2,
  available_spots: 18,
  logistics_fee: 15,
  currency: 'EUR',
  logistics_fee_cents: 1500,
  frequency: 'weekly',
  status: 'accepting_bookings',
  is_active: true,
  booking_window: { state: 'open', hours_left: 72 },
  reveal_timing: 'day_before',
};
const booking = (overrides: Partial<BookingDto>): BookingDto => ({
  id: 'b1',
  dinner_id: 'd1',
  status: 'confirmed',
  slot: { date: '2026-12-04', time: '19:30', city: 'Dublin', country: 'Ireland' },
  special_requests: null,
  event_date: future(3),
  time_zone: 'Europe/Dublin',
  logistics_fee: 15,
  currency: 'EUR',
  hold_expires_at: null,
  was_late_cancellation: false,
  revealed: false,
  matched: false,
  reveal_at: future(2),
  booking_deadline: future(1),
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
  created_at: future(-1),
  ...overrides,
});
const REVEALED = booking({
  id: 'b2',
  dinner_id: 'd2',
  status: 'attended',
  event_date: future(-2),
  revealed: true,
  can_cancel: false,
  can_review: true,
  table_number: 3,
  restaurant: {
    id: 'r1',
    name: 'The Copper Kettle',
    address: '14 Camden Street Lower',
    city: 'Dublin',
    country: 'Ireland',
    phone: null,
    website: null,
    description: null,
    cuisine_types: ['Irish'],
    price_range: '€€€',
    dietary_accommodations: ['Vegetarian'],
    avg_rating: 4.6,
  },
  other_couples: [{ user_id: 'u7', coupleNames: 'Niamh & Priya', first_names: ['Niamh', 'Priya'], interests: ['Gaming'] }],
  icebreakers: [
    'Which game brings out your competitive side?',
    'How did the two of you meet, and who tells the story better?',
    'What is a small thing that made your week?',
  ],
});

const server = serveApi();

/** A signed-in member with two bookings, one dinner on offer, no profile and no partner; `handlers` come first. */
function api(user: CurrentUserDto = AOIFE, ...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    getGetMeMockHandler(user),
    getGetMyBookingsMockHandler({ bookings: [booking({}), REVEALED], late_cancellations_in_a_row: 0 }),
    getGetAvailableDinnerEventsMockHandler({ events: [EVENT] }),
    ...NEW_COUPLE_SIDE_READS,
  );
}

/** A late cancellation of booking b1 that ends the service (`onCancel` runs first). */
const cancelEndingService = (onCancel: () => void) =>
  getCancelBookingMockHandler(({ params }): CancelBookingResultDto => {
    expect(params.id).toBe('b1');
    onCancel();
    return {
      message: 'Booking cancelled (late cancellation penalty applied)',
      booking_id: 'b1',
      currency: 'EUR',
      was_late_cancellation: true,
      service_terminated: true,
      fee_kept: 15,
      fee_note: null,
    };
  });

const renderDashboard = () => renderRoutes('/dashboard', { '/dashboard': <DashboardPage /> }).router;

describe('/dashboard', () => {
  it('greets, shows the next dinner, upcoming meals and the revealed restaurant with its companions', async () => {
    api();
    renderDashboard();
    expect(await screen.findByText(/, Aoife!/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Next Dinner Event' })).toBeInTheDocument();
    expect(await screen.findByText('The Copper Kettle')).toBeInTheDocument();
    expect(screen.getByText('Niamh & Priya')).toBeInTheDocument();
    const icebreakers = screen.getByRole('region', { name: 'Something to talk about' });
    expect(
      within(icebreakers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Which game brings out your competitive side?',
      'How did the two of you meet, and who tells the story better?',
      'What is a small thing that made your week?',
    ]);
    // Before the reveal a card has none, and says nothing about them.
    expect(screen.getAllByRole('region', { name: 'Something to talk about' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View on Map' })).toHaveAttribute('href', expect.stringContaining('google.com/maps/search'));
    expect(screen.getByRole('link', { name: 'Book this dinner' })).toHaveAttribute('href', '/book/d9');
    expect(screen.queryByText('Please verify your email address')).not.toBeInTheDocument();
  });

  it('shows one loading state until every card has its data, so no card pushes another down the page', async () => {
    let releaseBookings: () => void = () => undefined;
    const bookingsIn = new Promise<void>((resolve) => (releaseBookings = resolve));
    api(
      AOIFE,
      getGetMyBookingsMockHandler(async () => {
        await bookingsIn;
        return { bookings: [booking({}), REVEALED], late_cancellations_in_a_row: 0 };
      }),
    );
    renderDashboard();
    expect(await screen.findByText(/, Aoife!/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dinners…');
    expect(screen.queryByRole('heading', { name: 'Next Dinner Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your partner' })).not.toBeInTheDocument();
    releaseBookings();
    expect(await screen.findByRole('heading', { name: 'Next Dinner Event' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your partner' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dinners…')).not.toBeInTheDocument();
  });

  it("offers a booked dinner's .ics and says why the couples were matched, from shared interests only", async () => {
    api(
      AOIFE,
      getGetUserProfileMockHandler(
        getGetUserProfileResponseMock({
          ideal_social_outing: ['Gaming', 'Cultural experiences'],
          bringing_to_tablemates: [],
          restaurant_price_preference: [],
          cuisine_types: [],
          dietary_restrictions: [],
          dining_vibe: [],
          diverse_couples_preference: [],
          travel_destinations: [],
        }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Why you were matched: you share a love of gaming.')).toBeInTheDocument();
    const invites = screen.getAllByRole('link', { name: 'Add to calendar' });
    expect(invites.map((link) => link.getAttribute('href'))).toEqual(['/api/user/bookings/b1/calendar.ics']);
  });

  it('says how many spots are left in good English, down to the last one', async () => {
    api(AOIFE, getGetAvailableDinnerEventsMockHandler({ events: [{ ...EVENT, available_spots: 1 }] }));
    renderDashboard();
    expect(await screen.findByText(/^1 spot left · Logistics fee €15\.00$/)).toBeInTheDocument();
  });

  it("puts tonight's revealed dinner above the offer of the next one, so a phone shows it first (issue 26)", async () => {
    const tonight = booking({
      id: 'b3',
      dinner_id: 'd3',
      status: 'revealed',
      event_date: future(0.25),
      revealed: true,
      table_number: 2,
      restaurant: REVEALED.restaurant,
      other_couples: REVEALED.other_couples,
    });
    api(AOIFE, getGetMyBookingsMockHandler({ bookings: [tonight], late_cancellations_in_a_row: 0 }));
    renderDashboard();
    const upcomingHeading = await screen.findByRole('heading', { name: 'Upcoming meals' });
    const restaurant = screen.getByText('The Copper Kettle');
    const nextDinner = screen.getByRole('heading', { name: /Next Dinner Event/i });
    expect(restaurant.compareDocumentPosition(nextDinner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(upcomingHeading.compareDocumentPosition(nextDinner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the offer of the next dinner first while no booked dinner is revealed', async () => {
    api();
    renderDashboard();
    const upcomingHeading = await screen.findByRole('heading', { name: 'Upcoming meals' });
    const nextDinner = screen.getByRole('heading', { name: /Next Dinner Event/i });
    expect(nextDinner.compareDocumentPosition(upcomingHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains a revealed dinner whose table is not set yet instead of showing an empty card', async () => {
    api(
      AOIFE,
      getGetMyBookingsMockHandler({
        bookings: [booking({ status: 'revealed', revealed: true, event_date: future(0.5) })],
        late_cancellations_in_a_row: 0,
      }),
    );
    renderDashboard();
    expect(await screen.findByText(/We are still setting your table/)).toBeInTheDocument();
  });

  it('says the table is being set, not a reveal time already past, when an admin took the couple off its table after the reveal', async () => {
    api(
      AOIFE,
      getGetMyBookingsMockHandler({
        bookings: [booking({ status: 'confirmed', revealed: false, matched: false, reveal_at: future(-0.1), event_date: future(0.9) })],
        late_cancellations_in_a_row: 0,
      }),
    );
    renderDashboard();
    expect(await screen.findByText(/We are still setting your table/)).toBeInTheDocument();
    expect(screen.queryByText(/are revealed on/)).toBeNull();
  });

  it.each([
    ['before', 0.1],
    ['past', -0.1],
  ])("tells a short-notice dinner's couple, %s its 24-hour mark, that it is revealed right after bookings close (issue 51)", async (_when, revealInDays) => {
    api(
      AOIFE,
      getGetMyBookingsMockHandler({
        bookings: [
          booking({ reveal_at: future(revealInDays), event_date: future(0.9), booking_deadline: '2026-12-04T17:00:00.000Z', reveal_timing: 'after_close' }),
        ],
        late_cancellations_in_a_row: 0,
      }),
    );
    renderDashboard();
    expect(
      await screen.findByText(
        'The restaurant and your fellow diners are revealed as soon as your table is set, right after bookings close on Fri, 4 Dec, 17:00.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/are revealed on|We are still setting your table/)).toBeNull();
  });

  it('fades and disables booking and partner features until the email is verified', async () => {
    api({ ...AOIFE, email_verified: false }, getResendVerificationMockHandler({ message: 'sent' }));
    renderDashboard();
    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Invite Partner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Plan a meal' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Book this dinner' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
  });

  it('cancels a booking with the late-cancellation toast when flagged, saying the fee is kept', async () => {
    const feeNote = 'Your €15.00 logistics fee is not refunded: a cancellation by your couple keeps the fee.';
    const cancelled: string[] = [];
    api(
      AOIFE,
      getCancelBookingMockHandler(({ params }) => {
        cancelled.push(String(params.id));
        return {
          message: 'Booking cancelled (late cancellation penalty applied)',
          booking_id: 'b1',
          currency: 'EUR',
          was_late_cancellation: true,
          service_terminated: false,
          fee_kept: 15,
          fee_note: feeNote,
        };
      }),
    );
    renderDashboard();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming meals' });
    await userEvent.click(await within(upcoming).findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled (late cancellation penalty applied)')).toBeInTheDocument();
    expect(screen.getByText(feeNote)).toBeInTheDocument();
    expect(cancelled).toContain('b1');
  });

  it("shows a Paris dinner at 19:30 Paris time on its card, the offer and the cancel dialog, to a browser elsewhere (the tests' is in Dublin)", async () => {
    // The day before the reveal, whatever today is: only the clock's date is fixed, the timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T12:00:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const paris = { city: 'Paris', country: 'France', event_date: '2026-12-04T18:30:00.000Z', time_zone: 'Europe/Paris' };
    api(
      AOIFE,
      getGetMyBookingsMockHandler({
        bookings: [booking({ ...paris, slot: { date: '2026-12-04', time: '19:30', city: 'Paris', country: 'France' }, reveal_at: '2026-12-03T18:30:00.000Z' })],
        late_cancellations_in_a_row: 0,
      }),
      getGetAvailableDinnerEventsMockHandler({ events: [{ ...EVENT, ...paris }] }),
    );
    renderDashboard();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming meals' });
    expect(within(upcoming).getByText('Dinner in Paris · Friday 4 December 2026')).toBeInTheDocument();
    expect(within(upcoming).getByText(/^19:30 \(Paris time\) · Logistics fee/)).toBeInTheDocument();
    expect(within(upcoming).getByText(/Thu, 3 Dec, 19:30 \(Paris time\)/)).toBeInTheDocument();
    expect(screen.getAllByText(/Friday 4 December 2026 (at|·) 19:30 \(Paris time\)/).length).toBeGreaterThan(0);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Cancel booking' }));
    expect(
      within(screen.getByRole('dialog')).getByText(/Your dinner in Paris on Friday 4 December 2026 at 19:30 \(Paris time\) will be cancelled/),
    ).toBeInTheDocument();
  });

  it("names our team's safety decision and its reason, not late cancellations, when a safety action ended the service (issue 47)", async () => {
    api({ ...AOIFE, service_terminated: true, termination_cause: 'safety_decision', termination_reason: 'Threatened another guest.' });
    renderDashboard();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Your service has been terminated by our team after a recent dinner. Reason: Threatened another guest. Please contact support.',
    );
    expect(screen.queryByText(/late cancellations/)).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it('locks booking at once when a second late cancellation ends the service', async () => {
    let terminated = false;
    api(
      AOIFE,
      getGetMeMockHandler(() => ({ ...AOIFE, service_terminated: terminated, termination_cause: terminated ? 'late_cancellations' : null })),
      cancelEndingService(() => (terminated = true)),
    );
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Book this dinner' })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming meals' });
    await userEvent.click(await within(upcoming).findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(/Your service has been terminated after two consecutive late cancellations/)).toBeInTheDocument();
    // Nothing offers a booking any more, not even a disabled one (issue 51).
    expect(screen.queryByText('Book this dinner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan a meal' })).not.toBeInTheDocument();
    expect(screen.getByText('Your service has ended, so there are no dinners to book.')).toBeInTheDocument();
  });

  it('warns before the late cancellation that would end the service, and the termination notice leads to support (issue 26)', async () => {
    let terminated = false;
    api(
      AOIFE,
      getGetMeMockHandler(() => ({ ...AOIFE, service_terminated: terminated })),
      getGetMyBookingsMockHandler(() => ({ bookings: [booking({ event_date: future(0.2) })], late_cancellations_in_a_row: terminated ? 2 : 1 })),
      cancelEndingService(() => (terminated = true)),
    );
    const { router } = renderRoutes('/dashboard', { '/dashboard': <DashboardPage />, '/contact': <h1>Contact support</h1> });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming meals' });
    await userEvent.click(await within(upcoming).findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ENDS_SERVICE_WARNING);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking and end service' }));
    const notice = await screen.findByText(/Your service has been terminated after two consecutive late cancellations/);
    await userEvent.click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Contact support' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(await screen.findByRole('heading', { name: 'Contact support' })).toBeInTheDocument();
  });

  it('submits a review with default 5-star ratings and the couple ratings given', async () => {
    const sent = recordBodies(server);
    api(AOIFE, getSubmitEnhancedReviewMockHandler({ message: 'Review submitted', id: 'rv1' }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'How was your dinner?' });
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Niamh & Priya' })).getByLabelText('4 stars'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(await sent('/api/user/submit-enhanced-review')).toEqual([
      { booking_id: 'b2', rating: 5, restaurant_rating: 5, coupleReviews: { u7: { rating: 4 } } },
    ]);
  });

  it('checks the partner email before sending an invitation', async () => {
    const sent = recordBodies(server);
    api(AOIFE, getSendPartnerInvitationMockHandler({ message: 'sent', partner_email: 'cian@example.ie', expires_at: future(7) }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Partner' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Partner's email"), 'cian@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent!')).toBeInTheDocument();
    expect(await sent('/api/partner/send-invitation')).toEqual([{ partner_email: 'cian@example.ie' }]);
  });
});
