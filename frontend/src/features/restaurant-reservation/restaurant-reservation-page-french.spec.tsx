import { screen, within } from '@testing-library/react';
import type { ReservationViewDto } from '../../api/generated/model';
import { getViewRestaurantReservationMockHandler } from '../../api/generated/restaurant-reservations/restaurant-reservations.msw';
import { serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import RestaurantReservationPage from './restaurant-reservation-page';

// A restaurant has no account: the page is in its browser's language, here French.
const server = serveApi();
beforeEach(() => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']));
afterEach(() => vi.restoreAllMocks());

/** The diet as the couple's profile options name it in French. */
const VEGETARIAN = 'Végétarien';

const PARIS_TABLE: ReservationViewDto = {
  restaurant_name: 'Le Petit Zinc',
  city: 'Paris',
  event_date: '2026-12-04T18:30:00.000Z',
  time_zone: 'Europe/Paris',
  table_number: 2,
  party_size: 4,
  first_names: ['Camille', 'Hugo', 'Léa', 'Tom'],
  dietary_needs: ['Vegetarian'],
  status: 'pending',
  responded_at: null,
  tables: [
    {
      table_number: 2,
      party_size: 4,
      couples: [
        { booking_id: 'b1', first_names: ['Camille', 'Hugo'], dietary_needs: ['Vegetarian'], attendance: 'arrived', running_late: null },
        {
          booking_id: 'b2',
          first_names: ['Léa', 'Tom'],
          dietary_needs: [],
          attendance: null,
          running_late: { minutes: 15, sent_at: '2026-12-04T18:20:00.000Z' },
        },
      ],
    },
  ],
  marking: { open: true, opens_at: '2026-12-04T18:30:00.000Z', closes_at: '2026-12-05T18:30:00.000Z' },
};

describe('/restaurant-reservation for a restaurant whose browser reads French', () => {
  it('shows the table, its time in Paris and the evening sheet in French', async () => {
    server.use(getViewRestaurantReservationMockHandler({ ...PARIS_TABLE, marking: { ...PARIS_TABLE.marking, open: false } }));
    renderRoutes('/restaurant-reservation?token=t', { '/restaurant-reservation': <RestaurantReservationPage /> });
    expect(await screen.findByRole('heading', { name: 'Réservation chez Le Petit Zinc' })).toBeInTheDocument();
    expect(screen.getByText('Un dîner surprise Tablemates à Paris')).toBeInTheDocument();
    expect(screen.getByText('4 déc. 2026, 19:30')).toBeInTheDocument();
    expect(screen.getByText('Régimes alimentaires').nextElementSibling).toHaveTextContent(VEGETARIAN);
    expect(screen.getByText('En attente de votre réponse.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer la table' })).toBeEnabled();
    expect(screen.getByLabelText('Motif du refus (facultatif)')).toBeInTheDocument();
    expect(screen.getByText('Vous pourrez indiquer qui est arrivé à partir du début du dîner (4 déc. 2026, 19:30).')).toBeInTheDocument();
  });

  it('marks arrivals in French once the dinner has started', async () => {
    server.use(getViewRestaurantReservationMockHandler({ ...PARIS_TABLE, status: 'confirmed' }));
    renderRoutes('/restaurant-reservation?token=t', { '/restaurant-reservation': <RestaurantReservationPage /> });
    expect(await screen.findByText('Vous avez confirmé cette table. Merci !')).toBeInTheDocument();
    expect(screen.getByText('Table 2 · 4 personnes')).toBeInTheDocument();
    const late = screen.getByRole('listitem', { name: 'Léa & Tom' });
    expect(within(late).getByText('15 min de retard')).toBeInTheDocument();
    expect(within(late).getByRole('status')).toHaveTextContent('Pas encore indiqué');
    const arrived = screen.getByRole('listitem', { name: 'Camille & Hugo' });
    expect(within(arrived).getByRole('status')).toHaveTextContent('Arrivé');
    expect(within(arrived).getByText(`(${VEGETARIAN})`)).toBeInTheDocument();
    expect(within(late).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'false');
  });
});
