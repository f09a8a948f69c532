import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetDinnersHistoryWithMatchesMockHandler, getGetUpcomingDinnersMockHandler } from '../../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../../api/generated/auth/auth.msw';
import type { UpcomingDinnerDto } from '../../../api/generated/model';
import { DUBLIN_TO_FILTER_BY } from '../../../testing/cities';
import { serveApi } from '../../../testing/api-server';
import { renderRoutes } from '../../../testing/render-routes';
import { AOIFE_IN_FRENCH } from '../../../testing/french';
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
  const server = serveApi(DUBLIN_TO_FILTER_BY);

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

  it("asks the server for one city's dinners once a city is chosen", async () => {
    const asked: string[] = [];
    server.use(
      getGetUpcomingDinnersMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return { dinners: new URL(request.url).searchParams.get('city') === 'Dublin' ? [dinner('d1', '2026-11-27T18:00:00Z')] : [] };
      }),
      getGetDinnersHistoryWithMatchesMockHandler(({ request }) => {
        asked.push(`history${new URL(request.url).search}`);
        return { dinners: [] };
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <MatchedDinnersSection /> });
    await vi.waitFor(() => expect(within(screen.getByLabelText('City')).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Dublin');
    expect(await within(screen.getByRole('region', { name: 'Upcoming Dinners' })).findByText('Nov 27, 2026 18:00')).toBeInTheDocument();
    expect(asked).toEqual(['', 'history', '?city=Dublin', 'history?city=Dublin']);
  });

  it('speaks French to an admin who reads it: headings, columns, dates, statuses, links and the search by status in words', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetUpcomingDinnersMockHandler({
        dinners: [dinner('d1', '2026-11-27T18:00:00Z'), { ...dinner('d2', '2026-12-04T19:30:00Z'), status: 'booking_closed' }],
      }),
      getGetDinnersHistoryWithMatchesMockHandler({ dinners: [] }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <MatchedDinnersSection /> });
    expect(await screen.findByRole('heading', { name: 'Dîners constitués' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout actualiser' })).toBeInTheDocument();
    const upcoming = within(screen.getByRole('region', { name: 'Dîners à venir' }));
    expect(await upcoming.findByText('27 nov. 2026, 18:00')).toBeInTheDocument();
    expect(upcoming.getByRole('columnheader', { name: 'Couples inscrits' })).toBeInTheDocument();
    expect(upcoming.getByText('groupes formés')).toBeInTheDocument();
    expect(upcoming.getAllByRole('link', { name: 'Voir les groupes' })).toHaveLength(2);
    await userEvent.type(upcoming.getByRole('searchbox', { name: 'Rechercher dans « Dîners à venir »' }), 'réservations closes');
    expect(upcoming.queryByText('27 nov. 2026, 18:00')).not.toBeInTheDocument();
    expect(upcoming.getByText('4 déc. 2026, 19:30')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dîners passés et leurs groupes' })).toHaveTextContent('Aucun dîner trouvé.');
  });
});
