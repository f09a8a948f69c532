import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReservationViewDto } from '../../api/generated/model';
import {
  getAnswerRestaurantReservationMockHandler,
  getMarkRestaurantAttendanceMockHandler,
  getViewRestaurantReservationMockHandler,
} from '../../api/generated/restaurant-reservations/restaurant-reservations.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import RestaurantReservationPage from './restaurant-reservation-page';

const RESERVATION: ReservationViewDto = {
  restaurant_name: 'The Copper Kettle',
  city: 'Dublin',
  event_date: '2026-12-04T19:30:00.000Z',
  time_zone: 'Europe/Dublin',
  table_number: 3,
  party_size: 4,
  first_names: ['Aoife', 'Cian', 'Maeve', 'Liam'],
  dietary_needs: ['Vegetarian'],
  status: 'pending',
  responded_at: null,
  tables: [
    {
      table_number: 3,
      party_size: 4,
      couples: [
        { booking_id: 'b1', first_names: ['Aoife', 'Cian'], dietary_needs: ['Vegetarian'], attendance: null, running_late: null },
        {
          booking_id: 'b2',
          first_names: ['Maeve', 'Liam'],
          dietary_needs: [],
          attendance: null,
          running_late: { minutes: 15, sent_at: '2026-12-04T18:50:00.000Z' },
        },
      ],
    },
  ],
  marking: { open: false, opens_at: '2026-12-04T19:30:00.000Z', closes_at: '2026-12-05T19:30:00.000Z' },
};
const EVENING: ReservationViewDto = { ...RESERVATION, status: 'confirmed', marking: { ...RESERVATION.marking, open: true } };
const renderLink = (path: string) => renderRoutes(path, { '/restaurant-reservation': <RestaurantReservationPage /> });

describe('/restaurant-reservation', () => {
  const server = serveApi();

  it('shows the table and confirms it', async () => {
    const sent = recordBodies(server);
    server.use(getViewRestaurantReservationMockHandler(RESERVATION), getAnswerRestaurantReservationMockHandler({ ...RESERVATION, status: 'confirmed' }));
    renderLink('/restaurant-reservation?token=abc');
    expect(await screen.findByRole('heading', { name: 'Reservation at The Copper Kettle' })).toBeInTheDocument();
    expect(screen.getByText('Dec 04, 2026 19:30')).toBeInTheDocument();
    expect(screen.getByText('Aoife, Cian, Maeve, Liam')).toBeInTheDocument();
    expect(screen.getByText('Vegetarian')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the table' }));
    expect(await screen.findByText('You confirmed this table. Thank you!')).toBeInTheDocument();
    expect(await sent('/api/restaurant-reservations/answer')).toEqual([{ token: 'abc', answer: 'confirm', reason: null }]);
  });

  it('declines with the reason trimmed', async () => {
    const sent = recordBodies(server);
    server.use(getViewRestaurantReservationMockHandler(RESERVATION), getAnswerRestaurantReservationMockHandler({ ...RESERVATION, status: 'declined' }));
    renderLink('/restaurant-reservation?token=abc');
    await userEvent.type(await screen.findByLabelText('Reason for declining (optional)'), '  Closed that night ');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the table' }));
    expect(await screen.findByText(/You declined this table/)).toBeInTheDocument();
    expect(await sent('/api/restaurant-reservations/answer')).toEqual([{ token: 'abc', answer: 'decline', reason: 'Closed that night' }]);
    // Issue 46: a declined table is not confirmed again through the link.
    expect(screen.getByText(/To take the table after all, please contact our team/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm the table' })).toBeDisabled();
  });

  it('declines without a reason: a blank one is sent as none', async () => {
    const sent = recordBodies(server);
    server.use(getViewRestaurantReservationMockHandler(RESERVATION), getAnswerRestaurantReservationMockHandler({ ...RESERVATION, status: 'declined' }));
    renderLink('/restaurant-reservation?token=abc');
    await userEvent.type(await screen.findByLabelText('Reason for declining (optional)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the table' }));
    expect(await sent('/api/restaurant-reservations/answer')).toEqual([{ token: 'abc', answer: 'decline', reason: null }]);
  });

  it('is the evening sheet after the start: who is running late, and Arrived / No-show for each couple', async () => {
    const sent = recordBodies(server);
    const marked = {
      ...EVENING,
      tables: [{ ...EVENING.tables[0], couples: [{ ...EVENING.tables[0].couples[0], attendance: 'no_show' as const }, EVENING.tables[0].couples[1]] }],
    };
    server.use(getViewRestaurantReservationMockHandler(EVENING), getMarkRestaurantAttendanceMockHandler(marked));
    renderLink('/restaurant-reservation?token=abc');
    const maeve = await screen.findByRole('listitem', { name: 'Maeve & Liam' });
    expect(within(maeve).getByText('Running 15 min late')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the table' })).not.toBeInTheDocument();
    const aoife = screen.getByRole('listitem', { name: 'Aoife & Cian' });
    expect(within(aoife).getByText('(Vegetarian)')).toBeInTheDocument();
    await userEvent.click(within(aoife).getByRole('button', { name: 'No-show' }));
    expect(await within(screen.getByRole('listitem', { name: 'Aoife & Cian' })).findByRole('button', { name: 'No-show', pressed: true })).toBeInTheDocument();
    expect(await sent('/api/restaurant-reservations/attendance')).toEqual([{ token: 'abc', booking_id: 'b1', attendance: 'no_show' }]);
  });

  it('before the start the sheet says when marks open, with no buttons', async () => {
    server.use(getViewRestaurantReservationMockHandler(RESERVATION));
    renderLink('/restaurant-reservation?token=abc');
    expect(await screen.findByText(/You can mark who arrived from the start of the dinner/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrived' })).not.toBeInTheDocument();
  });

  it("says why a link cannot be used (the server's words)", async () => {
    const message = 'This reservation was cancelled: the table is no longer needed.';
    server.use(
      onOperation(getViewRestaurantReservationMockHandler, () => refusal({ statusCode: 409, error: 'Conflict', code: 'RESERVATIONS.CANCELLED', message })),
    );
    renderLink('/restaurant-reservation?token=abc');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
