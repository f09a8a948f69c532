import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render-routes';
import MatchedDinnersSection from './matched-dinners-section';

const dinner = (id: string, eventDate: string) => ({ dinner_id: id, city: 'Dublin', country: 'Ireland', event_date: eventDate, status: 'matched', time_zone: 'Europe/Dublin', booked_couples: 8, capacity: 20 });

describe('Matched Dinners', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells two dinners of one day apart by their time, in the city zone', async () => {
    mockApi({
      'GET /api/admin/dinners/upcoming': () => [200, { dinners: [dinner('d1', '2026-11-27T18:00:00Z'), dinner('d2', '2026-11-27T21:30:00Z')] }],
      'GET /api/admin/dinners/history-with-matches': () => [200, { dinners: [] }],
    });
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <MatchedDinnersSection /> });
    const upcoming = screen.getByRole('region', { name: 'Upcoming Dinners' });
    expect(await within(upcoming).findByText('Nov 27, 2026 18:00')).toBeInTheDocument();
    expect(within(upcoming).getByText('Nov 27, 2026 21:30')).toBeInTheDocument();
    expect(within(upcoming).getAllByRole('link', { name: 'View Matches' })).toHaveLength(2);
  });
});
