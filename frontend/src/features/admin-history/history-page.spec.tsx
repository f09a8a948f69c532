import { screen, within } from '@testing-library/react';
import { getDinnerHistoryMockHandler } from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { PastDinnerReportDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import HistoryPage from './history-page';

/** A Paris dinner that was at 19:30 Paris time (18:30 in Dublin). */
const PARIS: PastDinnerReportDto = {
  dinner_id: '00000000-0000-4000-8000-00000000000a',
  city: 'Paris',
  country: 'France',
  time_zone: 'Europe/Paris',
  event_date: '2026-11-20T18:30:00.000Z',
  status: 'completed',
  capacity: 20,
  booked_couples: 12,
  matched_couples: 12,
  groups: 3,
  groups_with_restaurant: 3,
  attended_couples: 11,
  average_rating: 4.25,
  average_restaurant_rating: null,
  reviews: 9,
  average_compatibility: 81.5,
};

const render = () => renderRoutes('/admin/history', { '/admin/history': <HistoryPage /> });

describe('/admin/history', () => {
  const server = serveApi(getDinnerHistoryMockHandler({ dinners: [PARIS] }));

  it("shows each past dinner at its own city's time, with its figures", async () => {
    render();
    const row = within((await screen.findByText('Paris, France')).closest('tr')!);
    expect(row.getByText('Nov 20, 2026 19:30')).toBeInTheDocument();
    expect(row.getByText('completed')).toBeInTheDocument();
    expect(row.getByText('12/20')).toBeInTheDocument();
    expect(row.getByText('3 (3 with a restaurant)')).toBeInTheDocument();
    expect(row.getByText('4.3/5')).toBeInTheDocument();
    expect(row.getByText('-')).toBeInTheDocument();
    expect(row.getByText('8.2/10')).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH));
    render();
    expect(await screen.findByRole('heading', { name: 'Dîners passés' })).toBeInTheDocument();
    const row = within(screen.getByText('Paris, France').closest('tr')!);
    expect(row.getByText('20 nov. 2026, 19:30')).toBeInTheDocument();
    expect(row.getByText('terminé')).toBeInTheDocument();
    expect(row.getByText('3 (3 avec un restaurant)')).toBeInTheDocument();
    expect(row.getByText('4,3/5')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Voir les groupes' })).toBeInTheDocument();
  });
});
