import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import RestaurantReservationPage from './restaurant-reservation-page';

const RESERVATION = {
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
  afterEach(() => vi.unstubAllGlobals());

  it('shows the table and confirms it', async () => {
    const fetchMock = mockApi({
      'GET /api/restaurant-reservations': () => [200, RESERVATION],
      'POST /api/restaurant-reservations/answer': () => [200, { ...RESERVATION, status: 'confirmed' }],
    });
    renderLink('/restaurant-reservation?token=abc');
    expect(await screen.findByRole('heading', { name: 'Reservation at The Copper Kettle' })).toBeInTheDocument();
    expect(screen.getByText('Dec 04, 2026 19:30')).toBeInTheDocument();
    expect(screen.getByText('Aoife, Cian, Maeve, Liam')).toBeInTheDocument();
    expect(screen.getByText('Vegetarian')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the table' }));
    expect(await screen.findByText('You confirmed this table. Thank you!')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/restaurant-reservations/answer')).toEqual([{ token: 'abc', answer: 'confirm', reason: null }]);
  });

  it('declines with a reason', async () => {
    const fetchMock = mockApi({
      'GET /api/restaurant-reservations': () => [200, RESERVATION],
      'POST /api/restaurant-reservations/answer': () => [200, { ...RESERVATION, status: 'declined' }],
    });
    renderLink('/restaurant-reservation?token=abc');
    await userEvent.type(await screen.findByLabelText('Reason for declining (optional)'), 'Closed that night');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the table' }));
    expect(await screen.findByText(/You declined this table/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/restaurant-reservations/answer')).toEqual([{ token: 'abc', answer: 'decline', reason: 'Closed that night' }]);
  });

  it("says why a link cannot be used (the server's words)", async () => {
    const message = 'This reservation was cancelled: the table is no longer needed.';
    mockApi({ 'GET /api/restaurant-reservations': () => [409, { statusCode: 409, code: 'RESERVATIONS.CANCELLED', message }] });
    renderLink('/restaurant-reservation?token=abc');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
