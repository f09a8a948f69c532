import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAnalyticsMockHandler } from '../../api/generated/admin/admin.msw';
import type { AnalyticsDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { DUBLIN_TO_FILTER_BY } from '../../testing/cities';
import AnalyticsPage from './analytics-page';

/** The server's text (backend dinner-outcomes.ts), shown as it comes. */
const SUCCESS_RATE_DEFINITION =
  'Share of paid couples of completed dinners who were seated in a group with a restaurant. Dinners the service cancelled are left out: their couples were refunded.';

const ANALYTICS: AnalyticsDto = {
  money: [{ currency: 'eur', minor_digits: 2, paid_bookings: 4, fees_minor: 6000 }],
  tiles: {
    total_events: 12,
    active_users: 37,
    success_rate: 0.8333,
    success_rate_definition: SUCCESS_RATE_DEFINITION,
    avg_rating: 4.25,
  },
  bookings_per_week: [],
  weeks: [],
  compatibility_vs_rating: [],
  season: {
    table_pairs: 40,
    repeat_pairs: 2,
    repeat_pair_rate: 0.05,
    mutual_see_you_again_pairs: 0,
    mutual_see_you_again_share: 0,
    average_couple_rating: 4.125,
    weeks: [{ week: '2026-03-02', table_pairs: 40, repeat_pairs: 2, repeat_pair_rate: 0.05 }],
    rating_by_score: [
      { band: '0-49', min_score: 0, max_score: 49, ratings: 0, average_rating: null },
      { band: '80-89', min_score: 80, max_score: 89, ratings: 6, average_rating: 4.5 },
    ],
  },
};

describe('/admin/analytics', () => {
  const server = serveApi(getAnalyticsMockHandler(ANALYTICS), DUBLIN_TO_FILTER_BY);

  it('shows the four tiles with real figures and the success rate defined', async () => {
    renderRoutes('/admin/analytics', { '/admin/analytics': <AnalyticsPage /> });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('83%')).toBeInTheDocument();
    expect(screen.getByText('4.3/5')).toBeInTheDocument();
    expect(screen.getByText(SUCCESS_RATE_DEFINITION)).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Bookings per week' })).toBeInTheDocument();
  });

  it('shows the season: repeat pairs, no mutual pair yet, the couple rating and its charts', async () => {
    renderRoutes('/admin/analytics', { '/admin/analytics': <AnalyticsPage /> });
    const season = await screen.findByRole('region', { name: 'The season' });
    expect(await within(season).findByText('5%')).toBeInTheDocument();
    expect(within(season).getByText('2 of 40 pairs at a table had shared one before.')).toBeInTheDocument();
    expect(within(season).getByText('0 pairs who shared a table marked each other.')).toBeInTheDocument();
    expect(within(season).getByText('4.1/5')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Repeat pairs' })).toBeInTheDocument();
    const byScore = screen.getByRole('figure', { name: 'Couple rating by compatibility' });
    expect(within(byScore).queryByText('No data yet.')).not.toBeInTheDocument();
  });

  it('shows the mutual "see you again" share, and counts one pair as one', async () => {
    server.use(
      getAnalyticsMockHandler({
        ...ANALYTICS,
        season: { ...ANALYTICS.season, table_pairs: 1, repeat_pairs: 0, mutual_see_you_again_pairs: 1, mutual_see_you_again_share: 0.1 },
      }),
    );
    renderRoutes('/admin/analytics', { '/admin/analytics': <AnalyticsPage /> });
    const season = await screen.findByRole('region', { name: 'The season' });
    expect(await within(season).findByText('10%')).toBeInTheDocument();
    expect(within(season).getByText('1 pair who shared a table marked each other.')).toBeInTheDocument();
    expect(within(season).getByText('0 of 1 pair at a table had shared one before.')).toBeInTheDocument();
  });

  it("shows one city's figures once a city is chosen", async () => {
    const asked: string[] = [];
    server.use(
      getAnalyticsMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        const dublin = new URL(request.url).searchParams.get('city') === 'Dublin';
        return { ...ANALYTICS, tiles: { ...ANALYTICS.tiles, total_events: dublin ? 5 : 12 } };
      }),
    );
    renderRoutes('/admin/analytics', { '/admin/analytics': <AnalyticsPage /> });
    expect(await screen.findByText('12')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(screen.getByLabelText('City')).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Dublin');
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(asked).toEqual(['', '?city=Dublin']);
  });

  it('shows the fees of each currency apart, never one sum: a Dublin dinner in euro, a London dinner in pounds', async () => {
    server.use(
      getAnalyticsMockHandler({
        ...ANALYTICS,
        money: [
          { currency: 'eur', minor_digits: 2, paid_bookings: 4, fees_minor: 6000 },
          { currency: 'gbp', minor_digits: 2, paid_bookings: 1, fees_minor: 1300 },
        ],
      }),
    );
    renderRoutes('/admin/analytics', { '/admin/analytics': <AnalyticsPage /> });
    const money = within(await screen.findByRole('region', { name: 'Logistics fees' }));
    expect(money.getByText('Fees in Euro')).toBeInTheDocument();
    expect(money.getByText('€60.00')).toBeInTheDocument();
    expect(money.getByText('4 paid bookings')).toBeInTheDocument();
    expect(money.getByText('Fees in British Pound')).toBeInTheDocument();
    expect(money.getByText('£13.00')).toBeInTheDocument();
    expect(money.getByText('1 paid booking')).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: tiles, the season, the fees per currency and the charts', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getAnalyticsMockHandler({ ...ANALYTICS, money: [{ currency: 'gbp', minor_digits: 2, paid_bookings: 2, fees_minor: 2600 }] }),
    );
    renderRoutes('/admin/analytics', { '/admin/analytics': <AnalyticsPage /> });
    expect(await screen.findByRole('heading', { name: 'Statistiques' })).toBeInTheDocument();
    expect(await screen.findByText('83 %')).toBeInTheDocument();
    expect(screen.getByText('4,3/5')).toBeInTheDocument();
    const money = within(screen.getByRole('region', { name: 'Frais logistiques' }));
    expect(money.getByText('Frais en livre sterling')).toBeInTheDocument();
    expect(money.getByText('26,00 £GB')).toBeInTheDocument();
    expect(money.getByText('2 réservations payées')).toBeInTheDocument();
    const season = within(screen.getByRole('region', { name: 'La saison' }));
    expect(season.getByText('2 des 40 paires à table avaient déjà partagé une table.')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Réservations par semaine' })).toBeInTheDocument();
  });
});
