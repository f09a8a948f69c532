import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReservationViewDto } from '../../api/generated/model';
import {
  getAnswerRestaurantReservationMockHandler,
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
};
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
  });

  it('declines without a reason: a blank one is sent as none', async () => {
    const sent = recordBodies(server);
    server.use(getViewRestaurantReservationMockHandler(RESERVATION), getAnswerRestaurantReservationMockHandler({ ...RESERVATION, status: 'declined' }));
    renderLink('/restaurant-reservation?token=abc');
    await userEvent.type(await screen.findByLabelText('Reason for declining (optional)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the table' }));
    expect(await sent('/api/restaurant-reservations/answer')).toEqual([{ token: 'abc', answer: 'decline', reason: null }]);
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
