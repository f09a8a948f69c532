import { screen, within } from '@testing-library/react';
import { getGetDinnersHistoryWithMatchesMockHandler, getGetUpcomingDinnersMockHandler } from '../../../api/generated/admin/admin.msw';
import type { UpcomingDinnerDto } from '../../../api/generated/model';
import { serveApi } from '../../../testing/api-server';
import { renderRoutes } from '../../../testing/render-routes';
import MatchedDinnersSection from './matched-dinners-section';

const dinner = (id: string, eventDate: string): UpcomingDinnerDto => ({
  dinner_id: id,
  city: 'Dublin',
  country: 'Ireland',
  event_date: eventDate,
  booking_deadline: '2026-11-20T18:00:00Z',
  status: 'matched',
  time_zone: 'Europe/Dublin',
  booked_couples: 8,
  capacity: 20,
});

describe('Matched Dinners', () => {
  const server = serveApi();

  it('tells two dinners of one day apart by their time, in the city zone', async () => {
    server.use(
      getGetUpcomingDinnersMockHandler({ dinners: [dinner('d1', '2026-11-27T18:00:00Z'), dinner('d2', '2026-11-27T21:30:00Z')] }),
      getGetDinnersHistoryWithMatchesMockHandler({ dinners: [] }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <MatchedDinnersSection /> });
    const upcoming = screen.getByRole('region', { name: 'Upcoming Dinners' });
    expect(await within(upcoming).findByText('Nov 27, 2026 18:00')).toBeInTheDocument();
    expect(within(upcoming).getByText('Nov 27, 2026 21:30')).toBeInTheDocument();
    expect(within(upcoming).getAllByRole('link', { name: 'View Matches' })).toHaveLength(2);
  });
});
