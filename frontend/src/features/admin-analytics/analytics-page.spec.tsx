import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import AnalyticsPage from './analytics-page';

describe('/admin/analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four tiles with real figures and the success rate defined', async () => {
    mockApi({
      'GET /api/admin/reports/analytics': () => [
        200,
        {
          tiles: { total_events: 12, active_users: 37, success_rate: 0.8333, success_rate_definition: 'Share of paid couples of completed dinners who were seated in a group with a restaurant.', avg_rating: 4.25 },
          bookings_per_week: [],
          weeks: [],
          compatibility_vs_rating: [],
        },
      ],
    });
    renderRoutes('/admin/analytics', { '/admin/analytics': <AnalyticsPage /> });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('83%')).toBeInTheDocument();
    expect(screen.getByText('4.3/5')).toBeInTheDocument();
    expect(screen.getByText('Share of paid couples of completed dinners who were seated in a group with a restaurant.')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Bookings per week' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
