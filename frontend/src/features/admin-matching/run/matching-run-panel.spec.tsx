import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render-routes';
import MatchingRunPanel from './matching-run-panel';

const DINNER = '11111111-1111-4111-8111-111111111111';
const upcoming = () => [
  200,
  { dinners: [{ dinner_id: DINNER, city: 'Dublin', country: 'Ireland', event_date: '2026-11-27T19:30:00.000Z', booking_deadline: '2026-11-20T19:30:00.000Z', booked_couples: 12, capacity: 20, status: 'booking_closed', time_zone: 'Europe/Dublin' }] },
] as [number, unknown];

describe('the manual matching trigger', () => {
  afterEach(() => vi.unstubAllGlobals());
  const open = () => renderRoutes('/', { '/': <MatchingRunPanel /> });

  it('requires a dinner', async () => {
    mockApi({ 'GET /api/admin/dinners/upcoming': upcoming });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Matching' }));
    expect(screen.getByText('Dinner ID is required.')).toBeInTheDocument();
  });

  it('runs matching and shows the result panel with totals', async () => {
    mockApi({
      'GET /api/admin/dinners/upcoming': upcoming,
      [`POST /api/admin/matching/run/${DINNER}`]: () => [
        200,
        {
          success: true,
          message: 'Matching complete: 4 groups formed, 12 of 12 couples matched.',
          dinner_id: DINNER,
          matches: { total_couples: 12, matched_groups: 4, matched_couples: 12, unmatched_couples: 0, unassigned_groups: 0, algorithm_version: 'rules_based', ai_model: null, ai_fallback_reason: null, matching_status: 'restaurant_assigned', groups: [{}], run_id: 'r', seed: 1, phases_ms: { load: 1, solve: 1, store: 1 } },
        },
      ],
    });
    open();
    await screen.findByRole('option', { name: /^Dublin, Ireland - Nov 27, 2026/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
    await userEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
    expect(await screen.findByText('Matching Initiated Successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Matched groups: 4')).toBeInTheDocument();
    expect(screen.getByText(DINNER)).toBeInTheDocument();
  });

  it("shows 'Matching Failed' with the server's message and a failed panel", async () => {
    mockApi({
      'GET /api/admin/dinners/upcoming': upcoming,
      [`POST /api/admin/matching/run/${DINNER}`]: () => [409, { statusCode: 409, code: 'MATCHING.ALREADY_RUNNING', message: 'Matching is already running for this dinner. Please wait for it to finish.' }],
    });
    open();
    await screen.findByRole('option', { name: /^Dublin, Ireland - Nov 27, 2026/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
    await userEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
    expect(await screen.findByText('Matching Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Matching is already running for this dinner. Please wait for it to finish.').length).toBeGreaterThan(0);
  });

  it('offers to re-run and replace edited groups, naming them, and runs with force only once confirmed', async () => {
    const G1 = 'aaaaaaaa-0000-4000-8000-000000000001';
    const person = (first_name: string) => ({ first_name, last_name: 'Byrne', email: `${first_name}@example.ie`, location: null, date_of_birth: null, age: null, gender: null });
    const runs: string[] = [];
    mockApi({
      'GET /api/admin/dinners/upcoming': upcoming,
      [`GET /api/admin/dinners/${DINNER}/matches`]: () => [200, { dinner: {}, matches: [{ group_id: G1, participants: [{ couple_id: 'c1', users: [person('Aoife'), person('Cian')] }, { couple_id: 'c2', users: [person('Niamh'), person('Darragh')] }] }], booked_couples: [], summary: {} }],
      [`POST /api/admin/matching/run/${DINNER}`]: (_body, url) => {
        runs.push(url.search);
        return url.searchParams.get('force') === 'true'
          ? [200, { success: true, message: 'Matching complete: 1 groups formed, 2 of 2 couples matched.', dinner_id: DINNER, matches: { total_couples: 2, matched_groups: 1, matched_couples: 2, unmatched_couples: 0, unassigned_groups: 0, algorithm_version: 'rules_based', ai_model: null, ai_fallback_reason: null, matching_status: 'restaurant_assigned', groups: [{}], run_id: 'r', seed: 1, phases_ms: { load: 1, solve: 1, store: 1 } } }]
          : [409, { statusCode: 409, code: 'MATCHING.EDITED_GROUPS', message: 'An admin has edited group aaaaaaaa of this dinner. Run again with force to replace them.', groupIds: [G1] }];
      },
    });
    open();
    await screen.findByRole('option', { name: /^Dublin, Ireland - Nov 27, 2026/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
    await userEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-run and replace my edits?' });
    expect(await within(dialog).findByText('Group aaaaaaaa: Aoife & Cian, Niamh & Darragh')).toBeInTheDocument();
    expect(screen.queryByText('Matching Failed')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-run and replace my edits' }));
    expect(await screen.findByText('Matching Initiated Successfully')).toBeInTheDocument();
    expect(runs.map((url) => url.includes('force=true'))).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('a dinner still taking bookings', () => {
    const openDinner = () => [200, { dinners: [{ ...(upcoming()[1] as { dinners: object[] }).dinners[0], status: 'accepting_bookings' }] }] as [number, unknown];
    const ran = { success: true, message: 'Matching complete: 0 groups formed, 0 of 0 couples matched.', dinner_id: DINNER, matches: { total_couples: 0, matched_groups: 0, matched_couples: 0, unmatched_couples: 0, unassigned_groups: 0, algorithm_version: 'rules_based', ai_model: null, ai_fallback_reason: null, matching_status: 'pending_manual_intervention', groups: [], run_id: 'r', seed: 1, phases_ms: { load: 1, solve: 1, store: 1 } } };

    it('asks "Close bookings now and match?" and runs nothing when the admin cancels', async () => {
      const calls: string[] = [];
      mockApi({ 'GET /api/admin/dinners/upcoming': openDinner, [`POST /api/admin/matching/run/${DINNER}`]: (_body, url) => (calls.push(url.search), [200, ran]) });
      open();
      await screen.findByRole('option', { name: /^Dublin, Ireland - Nov 27, 2026/ });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
      await userEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
      const dialog = await screen.findByRole('dialog', { name: 'Close bookings now and match?' });
      expect(dialog).toHaveTextContent('This dinner is still taking bookings until Nov 20, 2026 19:30.');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls).toEqual([]);
    });

    it('closes the bookings and matches once confirmed', async () => {
      const calls: string[] = [];
      mockApi({ 'GET /api/admin/dinners/upcoming': openDinner, [`POST /api/admin/matching/run/${DINNER}`]: (_body, url) => (calls.push(url.search), [200, ran]) });
      open();
      await screen.findByRole('option', { name: /^Dublin, Ireland - Nov 27, 2026/ });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
      await userEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Close bookings and match' }));
      expect(await screen.findByText('Matching Initiated Successfully')).toBeInTheDocument();
      expect(calls).toHaveLength(1);
      expect(calls[0]).toContain('close_bookings=true');
    });
  });
});
