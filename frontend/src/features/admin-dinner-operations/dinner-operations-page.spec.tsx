import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetDinnerOperationsMockHandler, getMarkDinnerAttendanceMockHandler } from '../../api/generated/admin/admin.msw';
import type { DinnerOperationsDto, OperationsTableCoupleDto, OperationsTableDto } from '../../api/generated/model';
import { recordBodies, serveApi } from '../../testing/api-server';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import DinnerOperationsPage from './dinner-operations-page';
import DinnerTablesPrintPage from './dinner-tables-print-page';

const DINNER = 'd1000000-0000-4000-8000-000000000001';
const COPPER = 'r1000000-0000-4000-8000-000000000001';
const table = (over: Partial<OperationsTableDto>): OperationsTableDto => ({
  group_id: 'g1',
  restaurant_id: COPPER,
  restaurant_name: 'The Copper Kettle',
  restaurant_emailed: true,
  table_number: 1,
  couple_names: ['Aoife & Cian', 'Maeve & Liam'],
  party_size: 4,
  dietary_needs: ['Vegetarian'],
  reservation: { status: 'confirmed', revision: 1, responded_at: '2026-11-27T10:00:00.000Z', decline_reason: null },
  couples: [],
  ...over,
});
const OPERATIONS: DinnerOperationsDto = {
  dinner: {
    id: DINNER,
    city: 'Dublin',
    country: 'Ireland',
    time_zone: 'Europe/Dublin',
    event_date: '2026-12-04T19:30:00.000Z',
    booking_deadline: '2026-12-02T12:00:00.000Z',
    status: 'restaurant_assigned',
    capacity: 20,
    taken_spots: 5,
    logistics_fee: 15,
    currency: 'EUR',
  },
  bookings: [
    {
      booking_id: 'b1',
      couple_id: 'c1',
      couple_names: 'Aoife & Cian',
      status: 'confirmed',
      booked_at: '2026-11-20T09:00:00.000Z',
      hold_expires_at: null,
      confirmed_at: '2026-11-20T09:05:00.000Z',
      cancelled_at: null,
      was_late_cancellation: false,
      payment: { status: 'succeeded', amount: 15, currency: 'eur', message: null },
    },
    {
      booking_id: 'b2',
      couple_id: 'c2',
      couple_names: 'Hana & Hugo',
      status: 'pending_payment',
      booked_at: '2026-11-26T09:00:00.000Z',
      hold_expires_at: '2026-11-26T09:15:00.000Z',
      confirmed_at: null,
      cancelled_at: null,
      was_late_cancellation: false,
      payment: null,
    },
  ],
  holds: [{ booking_id: 'b2', couple_names: 'Hana & Hugo', expires_at: '2026-11-26T09:15:00.000Z' }],
  standby: [{ couple_names: 'Tara & Tom', status: 'waiting', joined_at: '2026-11-26T08:00:00.000Z', offered_at: null }],
  tables: [
    table({}),
    table({
      group_id: 'g2',
      table_number: 2,
      couple_names: ['Saoirse & Oisín'],
      party_size: 2,
      dietary_needs: [],
      reservation: { status: 'declined', revision: 2, responded_at: null, decline_reason: 'Closed for a private party.' },
    }),
  ],
  history: [
    { at: '2026-12-03T19:30:00.000Z', kind: 'scheduled_job', summary: 'Reveal sent to Aoife Byrne & Cian Byrne.', failed: false },
    {
      at: '2026-12-02T12:06:00.000Z',
      kind: 'scheduled_job',
      summary: 'Matched and seated by the schedule: 2 groups formed, every paid couple at a table.',
      failed: false,
    },
    {
      at: '2026-12-02T12:05:00.000Z',
      kind: 'matching_run',
      summary: 'Matching run (schedule): succeeded in 1.2 s, 2 groups, 0 couples unmatched',
      failed: false,
    },
    { at: '2026-12-02T12:01:00.000Z', kind: 'matching_run', summary: 'Matching run (schedule): failed, 0 groups, 0 couples unmatched', failed: true },
    { at: '2026-12-02T12:00:00.000Z', kind: 'scheduled_job', summary: 'Bookings closed by the schedule: 1 unpaid hold lapsed.', failed: false },
  ],
  marking: { open: false, opens_at: '2026-12-04T19:30:00.000Z', closes_at: '2026-12-05T19:30:00.000Z' },
  attendance_mismatches: 0,
};

describe("a dinner's operations page", () => {
  // The page asks for the dinner of its route: a call for another dinner fails.
  const server = serveApi(
    getGetDinnerOperationsMockHandler(({ params }) => {
      expect(params.dinnerId).toBe(DINNER);
      return OPERATIONS;
    }),
  );

  it('shows bookings with payment, holds, tables by restaurant with the answer, a decline alert, exports and history', async () => {
    renderRoutes(`/admin/dinners/${DINNER}/operations`, { '/admin/dinners/:dinnerId/operations': <DinnerOperationsPage /> });
    expect(await screen.findByRole('heading', { name: 'Dinner in Dublin, Dec 04, 2026 19:30' })).toBeInTheDocument();
    expect(screen.getByText('Payment: Paid, €15.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Holds (1)' })).getByText('Hana & Hugo: expires Nov 26, 2026 09:15')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A restaurant declined its table: The Copper Kettle (table 2: Closed for a private party.)');
    expect(screen.getByText('Confirmed by the restaurant')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Standby (1 waiting or offered)' })).getByText(/Tara & Tom: Waiting · joined Nov 26, 2026 08:00/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', `/api/admin/dinners/${DINNER}/tables.csv?restaurant_id=${COPPER}`);
    expect(screen.getByRole('link', { name: 'Printable list' })).toHaveAttribute('href', `/admin/dinners/${DINNER}/tables/print?restaurant=${COPPER}`);
    expect(screen.getByText(/Matching run \(schedule\): failed/)).toHaveClass('text-red-800');
  });

  it("shows the evening: marks, running late, a tablemate's word against an arrival as a mismatch, and marks a no-show (issue 47)", async () => {
    const sent = recordBodies(server);
    const couples: OperationsTableCoupleDto[] = [
      {
        booking_id: 'b1',
        couple_id: 'c1',
        couple_names: 'Aoife & Cian',
        attendance: 'arrived',
        marked_by: 'restaurant',
        said_absent_by: 1,
        mismatch: true,
        running_late: null,
      },
      {
        booking_id: 'b2',
        couple_id: 'c2',
        couple_names: 'Maeve & Liam',
        attendance: null,
        marked_by: null,
        said_absent_by: 0,
        mismatch: false,
        running_late: { minutes: 15, sent_at: '2026-12-04T19:10:00.000Z' },
      },
    ];
    server.use(
      getGetDinnerOperationsMockHandler({
        ...OPERATIONS,
        tables: [table({ group_id: 'g9', couples })],
        marking: { ...OPERATIONS.marking, open: true },
        attendance_mismatches: 1,
      }),
      getMarkDinnerAttendanceMockHandler(),
    );
    renderRoutes(`/admin/dinners/${DINNER}/operations`, { '/admin/dinners/:dinnerId/operations': <DinnerOperationsPage /> });
    expect(await screen.findByText("1 couple: the restaurant's mark and a tablemate's word differ. See the tables below.")).toBeInTheDocument();
    const aoife = screen.getByRole('listitem', { name: 'Evening of Aoife & Cian' });
    expect(within(aoife).getByText('Arrived (by the restaurant)')).toBeInTheDocument();
    expect(within(aoife).getByText('A tablemate says they didn’t come')).toBeInTheDocument();
    expect(within(aoife).getByText('Mismatch: the restaurant marked them arrived')).toBeInTheDocument();
    const maeve = screen.getByRole('listitem', { name: 'Evening of Maeve & Liam' });
    expect(within(maeve).getByText('Running 15 min late')).toBeInTheDocument();
    await userEvent.click(within(maeve).getByRole('button', { name: 'Mark no-show' }));
    expect(await sent(`/api/admin/dinners/${DINNER}/attendance`)).toEqual([{ booking_id: 'b2', attendance: 'no_show' }]);
  });

  it('lists what the scheduled jobs did to the dinner, with the time in its zone, beside the matching runs', async () => {
    renderRoutes(`/admin/dinners/${DINNER}/operations`, { '/admin/dinners/:dinnerId/operations': <DinnerOperationsPage /> });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dec 03, 2026 19:30: Reveal sent to Aoife Byrne & Cian Byrne.',
      'Dec 02, 2026 12:06: Matched and seated by the schedule: 2 groups formed, every paid couple at a table.',
      'Dec 02, 2026 12:05: Matching run (schedule): succeeded in 1.2 s, 2 groups, 0 couples unmatched',
      'Dec 02, 2026 12:01: Matching run (schedule): failed, 0 groups, 0 couples unmatched',
      'Dec 02, 2026 12:00: Bookings closed by the schedule: 1 unpaid hold lapsed.',
    ]);
    expect(history.getByText(/Bookings closed by the schedule/)).not.toHaveClass('text-red-800');
  });

  it('shows a cancelled dinner\'s tables as released, never as "0 people · Not sent"', async () => {
    const cancelled = { status: 'cancelled' as const, revision: 2, responded_at: null, decline_reason: null };
    server.use(
      getGetDinnerOperationsMockHandler({
        ...OPERATIONS,
        dinner: { ...OPERATIONS.dinner, status: 'cancelled_by_system' },
        tables: [table({ party_size: 0, reservation: cancelled })],
      }),
    );
    renderRoutes(`/admin/dinners/${DINNER}/operations`, { '/admin/dinners/:dinnerId/operations': <DinnerOperationsPage /> });
    expect(await screen.findByText('Reservation cancelled: table released')).toBeInTheDocument();
    expect(screen.getByText('· dinner cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(screen.queryByText('· 0 people')).not.toBeInTheDocument();
  });

  it('asks nothing of a cancelled dinner: no table prompt, no decline alert, and a table never sent reads as cancelled (issue 51)', async () => {
    const declined = { status: 'declined' as const, revision: 1, responded_at: null, decline_reason: 'Closed for a private party.' };
    server.use(
      getGetDinnerOperationsMockHandler({
        ...OPERATIONS,
        dinner: { ...OPERATIONS.dinner, status: 'cancelled_by_system' },
        tables: [
          table({ reservation: null }),
          table({ group_id: 'g2', table_number: 2, reservation: declined }),
          table({ group_id: 'g3', restaurant_id: null, restaurant_name: null, table_number: null, reservation: null }),
        ],
      }),
    );
    renderRoutes(`/admin/dinners/${DINNER}/operations`, { '/admin/dinners/:dinnerId/operations': <DinnerOperationsPage /> });
    const tables = within(await screen.findByRole('region', { name: 'Groups and tables' }));
    expect(await tables.findByText('This dinner is cancelled: no table is needed.')).toBeInTheDocument();
    expect(tables.queryByText(/no restaurant table yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tables.getByText('Dinner cancelled: nothing sent to the restaurant')).toBeInTheDocument();
    expect(tables.queryByText('Not sent')).not.toBeInTheDocument();
  });

  it("tells the admin to phone a restaurant without email to release a cancelled dinner's table", async () => {
    server.use(
      getGetDinnerOperationsMockHandler({
        ...OPERATIONS,
        dinner: { ...OPERATIONS.dinner, status: 'cancelled_by_system' },
        tables: [table({ restaurant_emailed: false, reservation: null })],
      }),
    );
    renderRoutes(`/admin/dinners/${DINNER}/operations`, { '/admin/dinners/:dinnerId/operations': <DinnerOperationsPage /> });
    expect(await screen.findByText('No email: call the restaurant to release the table')).toBeInTheDocument();
  });

  it("prints one restaurant's table list", async () => {
    renderRoutes(`/admin/dinners/${DINNER}/tables/print?restaurant=${COPPER}`, { '/admin/dinners/:dinnerId/tables/print': <DinnerTablesPrintPage /> });
    expect(await screen.findByRole('heading', { name: 'The Copper Kettle' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Aoife & Cian, Maeve & Liam')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Declined by the restaurant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: a Paris dinner at its own time, bookings, tables and diets in French', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetDinnerOperationsMockHandler({
        ...OPERATIONS,
        dinner: { ...OPERATIONS.dinner, city: 'Paris', country: 'France', time_zone: 'Europe/Paris', event_date: '2026-12-04T18:30:00.000Z' },
      }),
    );
    renderRoutes(`/admin/dinners/${DINNER}/operations`, { '/admin/dinners/:dinnerId/operations': <DinnerOperationsPage /> });
    expect(await screen.findByRole('heading', { name: 'Dîner à Paris, 4 déc. 2026, 19:30' })).toBeInTheDocument();
    expect(screen.getByText('Paiement : Payé, 15,00 €')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Un restaurant a refusé sa table : The Copper Kettle (table 2 : Closed for a private party.)');
    expect(screen.getByText('Confirmée par le restaurant')).toBeInTheDocument();
    expect(screen.getByText('Besoins alimentaires : Végétarien')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Liste d’attente (1 en attente ou avec une offre)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Liste à imprimer' })).toBeInTheDocument();
  });
});
