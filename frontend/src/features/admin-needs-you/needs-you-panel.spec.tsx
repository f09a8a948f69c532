import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetDinnersNeedingAdminsMockHandler, getListCityChoicesMockHandler } from '../../api/generated/admin/admin.msw';
import type { DinnerNeedingAdminsDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { renderRoutes } from '../../testing/render-routes';
import { NeedsYouPanel } from './needs-you-panel';

const PARIS_DINNER: DinnerNeedingAdminsDto = {
  dinner_id: 'd1',
  city: 'Paris',
  country: 'France',
  time_zone: 'Europe/Paris',
  event_date: '2026-06-01T17:30:00Z',
  minutes_left: 320,
  unseated_couples: 2,
  groups_without_restaurant: 0,
  tables_declined: 0,
  tables_unanswered: 0,
  tables_at_deactivated_restaurants: 0,
  missing: ['2 paid couples without a group'],
};

describe('Needs you', () => {
  const server = serveApi(
    getListCityChoicesMockHandler({
      cities: [
        { name: 'Dublin', country: 'Ireland', status: 'open' },
        { name: 'Paris', country: 'France', status: 'open' },
      ],
    }),
  );

  it("asks the server for one city's dinners once a city is chosen, and says when nothing there needs an admin", async () => {
    const asked: string[] = [];
    server.use(
      getGetDinnersNeedingAdminsMockHandler(({ request }) => {
        const search = new URL(request.url).search;
        asked.push(search);
        return { dinners: search.includes('city=Dublin') ? [] : [PARIS_DINNER] };
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <NeedsYouPanel /> });
    const panel = await screen.findByRole('region', { name: 'Needs you' });
    expect(within(panel).getByRole('link', { name: /Paris/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any city', 'Dublin', 'Paris']),
    );
    await userEvent.selectOptions(within(panel).getByLabelText('City'), 'Dublin');
    expect(await within(panel).findByText('Nothing needs you in Dublin.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?city=Dublin');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing while no dinner in any city needs an admin', async () => {
    let answered = false;
    server.use(
      getGetDinnersNeedingAdminsMockHandler(() => {
        answered = true;
        return { dinners: [] };
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <NeedsYouPanel /> });
    await waitFor(() => expect(answered).toBe(true));
    // The answer's render, flushed: an empty answer shows nothing, not an empty panel.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Needs you' })).not.toBeInTheDocument();
  });

  it('says what a dinner lacks and the time left in French, the dinner in its own zone', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetDinnersNeedingAdminsMockHandler({
        dinners: [
          {
            ...PARIS_DINNER,
            minutes_left: 1440 + 60,
            unseated_couples: 1,
            tables_declined: 2,
            missing: ['1 paid couple without a group', '2 tables declined by the restaurant'],
          },
        ],
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <NeedsYouPanel /> });
    const panel = within(await screen.findByRole('region', { name: 'À traiter' }));
    expect(panel.getByRole('link', { name: 'Paris, lun. 1 juin, 19:30 (heure de Paris)' })).toBeInTheDocument();
    expect(panel.getByText('Commence dans 1 jour 1 h')).toBeInTheDocument();
    expect(
      panel
        .getAllByRole('listitem')
        .slice(1)
        .map((line) => line.textContent),
    ).toEqual(['1 couple payé sans groupe', '2 tables refusées par le restaurant']);
    expect(panel.getByRole('combobox', { name: 'Ville' })).toHaveDisplayValue('Toutes les villes');
  });
});
