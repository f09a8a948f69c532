import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  getGetDinnerMatchesMockHandler,
  getGetDinnerMatchesResponseMock,
  getGetUpcomingDinnersMockHandler,
  getRunMatchingForDinnerMockHandler,
  getRunMatchingForDinnerResponseMock,
} from '../../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../../api/generated/auth/auth.msw';
import type { MatchedGroupDto, MatchingResultDetailsDto, MatchingResultDto, PersonDto, UpcomingDinnerDto } from '../../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../../testing/api-server';
import { renderRoutes } from '../../../testing/render-routes';
import { AOIFE_IN_FRENCH } from '../../../testing/french';
import MatchingRunPanel from './matching-run-panel';

const DINNER = '11111111-1111-4111-8111-111111111111';
const DUBLIN: UpcomingDinnerDto = {
  dinner_id: DINNER,
  city: 'Dublin',
  country: 'Ireland',
  event_date: '2026-11-27T19:30:00.000Z',
  booking_deadline: '2026-11-20T19:30:00.000Z',
  booked_couples: 12,
  capacity: 20,
  status: 'booking_closed',
  time_zone: 'Europe/Dublin',
};

/** A successful run with these totals (the groups themselves are the generated mock's: the panel only counts them). */
const ran = (message: string, details: Partial<MatchingResultDetailsDto>): MatchingResultDto =>
  getRunMatchingForDinnerResponseMock({
    success: true,
    message,
    dinner_id: DINNER,
    matches: { ...getRunMatchingForDinnerResponseMock().matches, ai_fallback_reason: null, ...details },
  });

/** The run's query string, for each run the panel asked for. */
function recordRuns(answer: (url: URL) => Response) {
  const runs: string[] = [];
  const handler = onOperation(getRunMatchingForDinnerMockHandler, ({ request }) => {
    const url = new URL(request.url);
    runs.push(url.search);
    return answer(url);
  });
  return { runs, handler };
}

describe('the manual matching trigger', () => {
  const server = serveApi(getGetUpcomingDinnersMockHandler({ dinners: [DUBLIN] }));
  const open = () => renderRoutes('/', { '/': <MatchingRunPanel /> });
  const chooseDublinAndRun = async () => {
    await screen.findByRole('option', { name: /^Dublin, Ireland - Nov 27, 2026/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
    await userEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
  };

  it('requires a dinner, and says so until one is chosen', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Matching' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Dinner ID is required.');
    expect(screen.getByRole('combobox', { name: 'Dinner' })).toHaveAttribute('aria-invalid', 'true');
    await screen.findByRole('option', { name: /^Dublin, Ireland - Nov 27, 2026/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
    expect(screen.queryByText('Dinner ID is required.')).not.toBeInTheDocument();
  });

  it('runs matching, shows the result panel with totals and reads the dinner list again', async () => {
    let listed = 0;
    server.use(
      getGetUpcomingDinnersMockHandler(() => {
        listed += 1;
        return { dinners: [DUBLIN] };
      }),
      getRunMatchingForDinnerMockHandler(
        ran('Matching complete: 4 groups formed, 12 of 12 couples matched.', {
          total_couples: 12,
          matched_groups: 4,
          matched_couples: 12,
          unmatched_couples: 0,
        }),
      ),
    );
    open();
    await chooseDublinAndRun();
    expect(await screen.findByText('Matching Initiated Successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Matched groups: 4')).toBeInTheDocument();
    expect(screen.getByText(DINNER)).toBeInTheDocument();
    // The run's meta marks the dinner lists stale: the panel's list is read once more.
    await vi.waitFor(() => expect(listed).toBe(2));
  });

  it("shows 'Matching Failed' with the server's message and a failed panel", async () => {
    const message = 'Matching is already running for this dinner. Please wait for it to finish.';
    server.use(
      onOperation(getRunMatchingForDinnerMockHandler, () => refusal({ statusCode: 409, error: 'Conflict', code: 'MATCHING.ALREADY_RUNNING', message })),
    );
    open();
    await chooseDublinAndRun();
    expect(await screen.findByText('Matching Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('offers to re-run and replace edited groups, naming them, and runs with force only once confirmed', async () => {
    const G1 = 'aaaaaaaa-0000-4000-8000-000000000001';
    const generated = getGetDinnerMatchesResponseMock();
    const person = (first_name: string): PersonDto => ({
      first_name,
      last_name: 'Byrne',
      email: `${first_name}@example.ie`,
      location: null,
      date_of_birth: null,
      age: null,
      gender: null,
    });
    const couple = (couple_id: string, one: string, two: string) => ({ ...generated.matches[0].participants[0], couple_id, users: [person(one), person(two)] });
    const edited: MatchedGroupDto = { ...generated.matches[0], group_id: G1, participants: [couple('c1', 'Aoife', 'Cian'), couple('c2', 'Niamh', 'Darragh')] };
    const { runs, handler } = recordRuns((url) =>
      url.searchParams.get('force') === 'true'
        ? HttpResponse.json(ran('Matching complete: 1 group formed, 2 of 2 couples matched.', { total_couples: 2, matched_groups: 1, matched_couples: 2 }))
        : refusal(
            {
              statusCode: 409,
              error: 'Conflict',
              code: 'MATCHING.EDITED_GROUPS',
              message: 'An admin has edited group aaaaaaaa of this dinner. Run again with force to replace them.',
            },
            { groupIds: [G1] },
          ),
    );
    server.use(getGetDinnerMatchesMockHandler({ ...generated, matches: [edited] }), handler);
    open();
    await chooseDublinAndRun();
    const dialog = await screen.findByRole('dialog', { name: 'Re-run and replace my edits?' });
    expect(await within(dialog).findByText('Group aaaaaaaa: Aoife & Cian, Niamh & Darragh')).toBeInTheDocument();
    expect(screen.queryByText('Matching Failed')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-run and replace my edits' }));
    expect(await screen.findByText('Matching Initiated Successfully')).toBeInTheDocument();
    expect(runs.map((search) => search.includes('force=true'))).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French to an admin who reads it: the dinner list, the check, the closing question, the toast and the result', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetUpcomingDinnersMockHandler({ dinners: [{ ...DUBLIN, status: 'accepting_bookings' }] }),
      getRunMatchingForDinnerMockHandler(
        ran('Appariement terminé : 4 groupes formés.', {
          total_couples: 12,
          matched_groups: 4,
          matched_couples: 12,
          unmatched_couples: 0,
          matching_status: 'matched',
        }),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Lancer l’appariement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer l’appariement' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir un dîner.');
    expect(await screen.findByRole('option', { name: 'Dublin, Ireland - 27 nov. 2026, 19:30 (12/20 couples, réservations ouvertes)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dîner' }), DINNER);
    await userEvent.click(screen.getByRole('button', { name: 'Lancer l’appariement' }));
    const closing = await screen.findByRole('dialog', { name: 'Clore les réservations maintenant et apparier ?' });
    expect(closing).toHaveTextContent('Ce dîner accepte encore des réservations jusqu’au 20 nov. 2026, 19:30.');
    await userEvent.click(within(closing).getByRole('button', { name: 'Clore les réservations et apparier' }));
    expect(await screen.findByText('Appariement lancé')).toBeInTheDocument();
    const result = within(screen.getByLabelText('Résultat de l’appariement'));
    expect(result.getByText('Réussi')).toBeInTheDocument();
    expect(result.getByText('Groupes formés : 4')).toBeInTheDocument();
    expect(result.getByText('Statut du dîner : groupes formés')).toBeInTheDocument();
  });

  describe('a dinner still taking bookings', () => {
    const nothingToMatch = ran('Matching complete: 0 groups formed, 0 of 0 couples matched.', {
      total_couples: 0,
      matched_groups: 0,
      matched_couples: 0,
      unmatched_couples: 0,
      groups: [],
      matching_status: 'pending_manual_intervention',
    });
    const openForBookings = () => server.use(getGetUpcomingDinnersMockHandler({ dinners: [{ ...DUBLIN, status: 'accepting_bookings' }] }));

    it('asks "Close bookings now and match?" and runs nothing when the admin cancels', async () => {
      const { runs, handler } = recordRuns(() => HttpResponse.json(nothingToMatch));
      openForBookings();
      server.use(handler);
      open();
      await chooseDublinAndRun();
      const dialog = await screen.findByRole('dialog', { name: 'Close bookings now and match?' });
      expect(dialog).toHaveTextContent('This dinner is still taking bookings until Nov 20, 2026 19:30.');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(runs).toEqual([]);
    });

    it('closes the bookings and matches once confirmed', async () => {
      const { runs, handler } = recordRuns(() => HttpResponse.json(nothingToMatch));
      openForBookings();
      server.use(handler);
      open();
      await chooseDublinAndRun();
      await userEvent.click(await screen.findByRole('button', { name: 'Close bookings and match' }));
      expect(await screen.findByText('Matching Initiated Successfully')).toBeInTheDocument();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toContain('close_bookings=true');
    });
  });
});
