import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import {
  getGetAvailableDinnerEventsMockHandler,
  getGetMyBookingsMockHandler,
  getSubmitEnhancedReviewMockHandler,
} from '../../api/generated/dinners/dinners.msw';
import type { BookingDto, MutualMatchDto } from '../../api/generated/model';
import {
  getAskToBeSeatedTogetherMockHandler,
  getGetSeeYouAgainMarksMockHandler,
  getListSeeYouAgainMatchesMockHandler,
  getMarkSeeYouAgainMockHandler,
  getShareContactDetailsMockHandler,
  getUnmarkSeeYouAgainMockHandler,
} from '../../api/generated/see-you-again/see-you-again.msw';
import { recordBodies, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import DashboardPage from './dashboard-page';
import { NEW_COUPLE_SIDE_READS } from './dashboard-test-api';

const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
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
  other_couples: [
    { user_id: 'u7', coupleNames: 'Niamh & Priya', first_names: ['Niamh', 'Priya'], interests: [] },
    { user_id: 'u9', coupleNames: 'Saoirse & Oisin', first_names: ['Saoirse', 'Oisin'], interests: [] },
  ],
  can_cancel: false,
  can_review: true,
  reviewed: false,
  running_late: null,
  can_report_running_late: false,
  created_at: past(9),
};
const MATCH: MutualMatchDto = {
  couple_id: 'c7',
  coupleNames: 'Niamh & Priya',
  first_names: ['Niamh', 'Priya'],
  since: past(1),
  share_email: false,
  share_phone: false,
  their_contacts: [
    { user_id: 'u7', first_name: 'Niamh', email: 'niamh@example.ie', phone_number: null },
    { user_id: 'u8', first_name: 'Priya', email: null, phone_number: null },
  ],
  seat_together: false,
  they_asked_too: true,
};

/** Aoife signed in, one attended dinner, no profile, no partner invited, no mutual match yet. */
const DASHBOARD = [
  getGetMeMockHandler(AOIFE),
  getGetMyBookingsMockHandler({ bookings: [ATTENDED], late_cancellations_in_a_row: 0 }),
  getGetAvailableDinnerEventsMockHandler({ events: [] }),
  ...NEW_COUPLE_SIDE_READS,
];

const renderDashboard = () => renderRoutes('/dashboard', { '/dashboard': <DashboardPage /> });

describe('see you again on the dashboard', () => {
  const server = serveApi(...DASHBOARD);

  it('sends the couples ticked in the review form', async () => {
    const sent = recordBodies(server);
    server.use(getSubmitEnhancedReviewMockHandler({ message: 'Review submitted', id: 'rv1' }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: "We'd like to meet Saoirse & Oisin again" })).not.toBeChecked();
    expect(within(dialog).getByText('Private: they only find out if they mark you too.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "We'd like to meet Niamh & Priya again" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(await sent('/api/user/submit-enhanced-review')).toEqual([
      { booking_id: 'b2', rating: 5, restaurant_rating: 5, coupleReviews: {}, seeYouAgain: ['u7'] },
    ]);
  });

  it("sends the couples the member says didn't come (issue 47), for the admins to compare with the restaurant's mark", async () => {
    const sent = recordBodies(server);
    server.use(getSubmitEnhancedReviewMockHandler({ message: 'Review submitted', id: 'rv1' }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Review' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "Saoirse & Oisin didn't come" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(await sent('/api/user/submit-enhanced-review')).toEqual([
      { booking_id: 'b2', rating: 5, restaurant_rating: 5, coupleReviews: {}, didntCome: ['u9'] },
    ]);
  });

  it('marks a couple of a past dinner on its own, and shows a mutual mark as such', async () => {
    let marked = false;
    const sent = recordBodies(server);
    server.use(
      getGetSeeYouAgainMarksMockHandler(() => ({
        open: true,
        tablemates: [
          { user_id: 'u7', coupleNames: 'Niamh & Priya', first_names: ['Niamh', 'Priya'], marked, mutual: marked },
          { user_id: 'u9', coupleNames: 'Saoirse & Oisin', first_names: ['Saoirse', 'Oisin'], marked: false, mutual: false },
        ],
      })),
      getMarkSeeYouAgainMockHandler(() => {
        marked = true;
        return { message: 'Marked', mutual: true };
      }),
    );
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'See you again?' }));
    await userEvent.click(await screen.findByRole('button', { name: "We'd like to meet again: Niamh & Priya" }));
    expect(await screen.findByText('You both want to meet again!')).toBeInTheDocument();
    expect(screen.getByText('You both want to meet again')).toBeInTheDocument();
    expect(await sent('/api/user/dinner/d2/see-you-again')).toEqual([undefined, { user_id: 'u7' }, undefined]);
    expect(screen.getByRole('button', { name: "We'd like to meet again: Saoirse & Oisin" })).toBeInTheDocument();
  });

  it('takes back a one-sided mark on the dinner it was made at, and offers no take-back for a mutual one', async () => {
    let marked = true;
    const taken: string[] = [];
    server.use(
      getGetSeeYouAgainMarksMockHandler(() => ({
        open: true,
        tablemates: [
          { user_id: 'u7', coupleNames: 'Niamh & Priya', first_names: ['Niamh', 'Priya'], marked, mutual: false },
          { user_id: 'u9', coupleNames: 'Saoirse & Oisin', first_names: ['Saoirse', 'Oisin'], marked: true, mutual: true },
        ],
      })),
      getUnmarkSeeYouAgainMockHandler(({ request }) => {
        taken.push(new URL(request.url).pathname);
        marked = false;
        return { message: 'Mark taken back' };
      }),
    );
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'See you again?' }));
    expect(screen.queryByRole('button', { name: 'Take back: Saoirse & Oisin' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Take back: Niamh & Priya' }));
    expect(await screen.findByRole('button', { name: "We'd like to meet again: Niamh & Priya" })).toBeInTheDocument();
    expect(screen.getByText('Mark taken back')).toBeInTheDocument();
    expect(taken).toEqual(['/api/user/dinner/d2/see-you-again/u7']);
  });

  it('lists mutual matches with what they shared, and shares, withdraws and asks to sit together', async () => {
    let match = { ...MATCH };
    const sent = recordBodies(server);
    const change = async ({ request }: { request: Request }) => {
      match = { ...match, ...((await request.json()) as Partial<MutualMatchDto>) };
      return match;
    };
    server.use(
      getListSeeYouAgainMatchesMockHandler(() => ({ matches: [match] })),
      getShareContactDetailsMockHandler(change),
      getAskToBeSeatedTogetherMockHandler(change),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'See you again' });
    const entry = within(card).getByRole('listitem', { name: 'Niamh & Priya' });
    expect(within(entry).getByText('niamh@example.ie')).toBeInTheDocument();
    expect(within(entry).getByText('Priya has not shared contact details yet.')).toBeInTheDocument();
    expect(within(entry).getByText('They would like that too.')).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();

    await userEvent.click(within(entry).getByRole('checkbox', { name: 'Share my email address with them' }));
    expect(await within(entry).findByRole('button', { name: 'Stop sharing' })).toBeInTheDocument();
    expect(within(entry).getByRole('checkbox', { name: 'Share my email address with them' })).toBeChecked();
    await userEvent.click(within(entry).getByRole('button', { name: 'Stop sharing' }));
    await within(entry).findByRole('checkbox', { name: 'Share my email address with them', checked: false });
    await userEvent.click(within(entry).getByRole('checkbox', { name: 'Seat us together again when we book the same dinner' }));
    await within(entry).findByRole('checkbox', { name: 'Seat us together again when we book the same dinner', checked: true });

    expect(await sent('/api/user/see-you-again/c7/sharing')).toEqual([
      { share_email: true, share_phone: false },
      { share_email: false, share_phone: false },
    ]);
    expect(await sent('/api/user/see-you-again/c7/seat-together')).toEqual([{ seat_together: true }]);
  });

  it('comes before the dining history in the page, so a phone shows it without scrolling past every past dinner', async () => {
    server.use(getListSeeYouAgainMatchesMockHandler({ matches: [MATCH] }));
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'See you again' });
    const history = screen.getByRole('region', { name: 'Dining history' });
    expect(card.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no card while there is no mutual match', async () => {
    renderDashboard();
    expect(await screen.findByText('Dining history')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'See you again' })).not.toBeInTheDocument();
  });
});
