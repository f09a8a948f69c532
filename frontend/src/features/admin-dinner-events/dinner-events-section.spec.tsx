import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  getCancelDinnerEventMockHandler,
  getDeleteDinnerEventMockHandler,
  getListDinnerEventsMockHandler,
  getUpdateDinnerEventMockHandler,
} from '../../api/generated/admin/admin.msw';
import type { AdminDinnerEventDto, AdminDinnerEventResultDto, DinnerLocationDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { DUBLIN_TO_FILTER_BY } from '../../testing/cities';
import { renderRoutes } from '../../testing/render-routes';
import DinnerEventsSection from './dinner-events-section';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const allowed = { allowed: true, reason: null };
const event = (id: string, days: number, overrides: Partial<AdminDinnerEventDto> = {}): AdminDinnerEventDto => ({
  id,
  dinner_id: id,
  city: 'Dublin',
  country: 'Ireland',
  time_zone: 'Europe/Dublin',
  currency: 'EUR',
  event_date: at(days),
  booking_deadline: at(days - 2),
  capacity: 20,
  booked_couples: 0,
  booked_count: 0,
  paid_bookings: 0,
  frequency: 'monthly',
  status: 'accepting_bookings',
  is_active: true,
  logistics_fee: 15,
  can_edit: allowed,
  can_delete: allowed,
  created_at: '',
  updated_at: '',
  ...overrides,
});
const LOCATIONS: DinnerLocationDto[] = [
  { country: 'Ireland', cities: [{ city: 'Dublin', time_zone: 'Europe/Dublin', currency: 'EUR', default_fee_minor: 1500 }] },
  { country: 'France', cities: [{ city: 'Paris', time_zone: 'Europe/Paris', currency: 'EUR', default_fee_minor: 1500 }] },
];
const render = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <DinnerEventsSection /> });

/** The list route as the server pages it: the `when` list's page of 25, both totals; `asked` holds each list URL asked for. */
function listing(upcoming: AdminDinnerEventDto[], past: AdminDinnerEventDto[] = [], defaultFee = 15) {
  const asked: URL[] = [];
  const handler = getListDinnerEventsMockHandler(({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const list = url.searchParams.get('when') === 'past' ? past : upcoming;
    return {
      events: list.slice((page - 1) * 25, page * 25),
      page,
      page_size: 25,
      upcoming_total: upcoming.length,
      past_total: past.length,
      default_logistics_fee: defaultFee,
      locations: LOCATIONS,
    };
  });
  return { handler, asked };
}

describe('dinner events section', () => {
  const server = serveApi(DUBLIN_TO_FILTER_BY);

  it('splits upcoming (soonest first) from past (latest first) with counts, badges and tooltips', async () => {
    const past = { allowed: false, reason: 'Cannot edit past dinner events' };
    server.use(
      listing(
        [event('sooner', 3), event('later', 9)],
        [
          event('recent', -2, { status: 'cancelled_by_system', is_active: false, can_edit: past, can_delete: past }),
          event('old', -30, {
            status: 'completed',
            is_active: false,
            can_edit: past,
            can_delete: { allowed: false, reason: 'Cannot delete past dinner events' },
          }),
        ],
      ).handler,
    );
    render();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getByRole('heading', { name: 'Upcoming Events (2)' })).toBeInTheDocument();
    const pastList = screen.getByRole('region', { name: 'Past Events' });
    expect(within(pastList).getByRole('heading', { name: 'Past Events (2)' })).toBeInTheDocument();
    expect(within(pastList).getByText('cancelled by system')).toBeInTheDocument();
    expect(within(upcoming).getAllByText('Active')).toHaveLength(2);
    expect(within(pastList).queryByText('Active')).not.toBeInTheDocument();
    const edits = within(pastList).getAllByRole('button', { name: 'Edit' });
    expect(edits[0]).toBeDisabled();
    expect(edits[0].parentElement).toHaveAttribute('title', 'Cannot edit past dinner events');
    expect(within(pastList).getAllByRole('button', { name: 'Delete' })[1].parentElement).toHaveAttribute('title', 'Cannot delete past dinner events');
    expect(screen.getAllByText('Times in Europe/Dublin').length).toBe(4);
    // Each dinner, past ones too, opens its operations page.
    expect(within(pastList).getAllByRole('link', { name: 'Operations' })[0]).toHaveAttribute('href', '/admin/dinners/recent/operations');
  });

  it('pages a long list on the server, each list on its own', async () => {
    const upcoming = Array.from({ length: 30 }, (_, index) => event(`u${index}`, index + 1));
    const { handler, asked } = listing(upcoming, [event('p0', -1)]);
    server.use(handler);
    render();
    const list = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(list).getByRole('heading', { name: 'Upcoming Events (30)' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    const pages = within(list).getByRole('navigation', { name: 'Upcoming Events pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 (30 events)');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('Page 2 of 2 (30 events)')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Past Events pages' })).not.toBeInTheDocument();
    expect(asked.map((url) => `${url.searchParams.get('when')} ${url.searchParams.get('page')}`)).toEqual(
      expect.arrayContaining(['upcoming 1', 'past 1', 'upcoming 2']),
    );
  });

  it('asks the server to search, filter and sort both lists, from their first pages', async () => {
    const { handler, asked } = listing([event('u1', 2)], [event('p0', -1)]);
    server.use(handler);
    render();
    await screen.findByRole('region', { name: 'Upcoming Events' });
    await userEvent.type(screen.getByLabelText('Search dinner events'), 'galway{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'booking closed');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Deadline, earliest first');
    await vi.waitFor(() => expect(within(screen.getByLabelText('City')).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Dublin');
    await vi.waitFor(() =>
      expect(asked.map((url) => url.search)).toEqual(
        expect.arrayContaining([
          '?when=upcoming&page=1&page_size=25&search=galway&status=booking_closed&city=Dublin&sort=booking_deadline&order=asc',
          '?when=past&page=1&page_size=25&search=galway&status=booking_closed&city=Dublin&sort=booking_deadline&order=asc',
        ]),
      ),
    );
  });

  it('shows the error state', async () => {
    server.use(onOperation(getListDinnerEventsMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dinner events: boom');
  });

  it('clears the city when the country changes, and asks for the required fields', async () => {
    server.use(listing([], [], 17.5).handler);
    render();
    expect(await screen.findByText('No upcoming dinner events. Create one to open bookings.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Dinner Event' });
    expect(within(dialog).getByLabelText(/Logistics fee/)).toHaveValue(17.5);
    expect(within(dialog).getByLabelText(/Capacity/)).toHaveValue(20);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Country/), 'Ireland');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^City/), 'Dublin');
    expect(within(dialog).getByLabelText(/Event date and time \(Dublin time \(Europe\/Dublin\)\)/)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Country/), 'France');
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  });

  it('refuses to delete a dinner with paid bookings with the server message, and offers to cancel it', async () => {
    server.use(
      listing([event('paid', 5, { paid_bookings: 2, booked_couples: 2 })]).handler,
      onOperation(getDeleteDinnerEventMockHandler, ({ params }) => {
        expect(params.id).toBe('paid');
        return refusal({
          statusCode: 409,
          error: 'Conflict',
          code: 'DINNERS.HAS_PAID_BOOKINGS',
          message: 'This dinner has 2 paid bookings and cannot be deleted. Cancel it instead: every paid couple is refunded and told by email.',
        });
      }),
      getCancelDinnerEventMockHandler(({ params }) => {
        expect(params.id).toBe('paid');
        return { success: true, message: 'Dinner event cancelled: 2 paid bookings refunded, 2 couples notified.', refunded_bookings: 2, notified_couples: 2 };
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Dinner Event' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this dinner event? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete dinner event')).toBeInTheDocument();
    expect(screen.getByText(/Cancel it instead/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel dinner' }));
    const cancelDialog = screen.getByRole('dialog', { name: 'Cancel Dinner' });
    expect(cancelDialog).toHaveTextContent('Each of the 2 paid couples gets the logistics fee refunded in full');
    expect(
      within(cancelDialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['×', 'Keep dinner', 'Cancel dinner']);
    await userEvent.click(within(cancelDialog).getByRole('button', { name: 'Cancel dinner' }));
    expect(await screen.findByText('Dinner event cancelled')).toBeInTheDocument();
  });

  it("asks before moving a revealed dinner, in the server's words, and saves with the confirmation", async () => {
    const sent: Record<string, unknown>[] = [];
    const audience =
      'This dinner is already revealed to its couples: moving it to a new time emails its 3 paid couples (6 people) with an updated calendar invite. Confirm to go ahead.';
    const updated: AdminDinnerEventResultDto = {
      success: true,
      message: 'Dinner event updated',
      event: event('revealed', 0.6, { status: 'restaurant_assigned' }),
    };
    server.use(
      listing([event('revealed', 0.5, { status: 'restaurant_assigned', paid_bookings: 3, booked_couples: 3 })]).handler,
      onOperation(getUpdateDinnerEventMockHandler, async ({ request, params }) => {
        expect(params.id).toBe('revealed');
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return body.confirm_changes
          ? HttpResponse.json(updated)
          : refusal({ statusCode: 409, error: 'Conflict', code: 'DINNERS.CONFIRM_CHANGE', message: audience });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('dialog', { name: 'Edit Dinner Event' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const ask = await screen.findByRole('dialog', { name: 'Tell the couples?' });
    expect(ask).toHaveTextContent(audience);
    await userEvent.click(within(ask).getByRole('button', { name: 'Save and tell them' }));
    expect(await screen.findByText('Dinner event updated')).toBeInTheDocument();
    expect(sent.map((body) => body.confirm_changes)).toEqual([undefined, true]);
  });

  it('warns when the booking deadline falls inside the 24 hours before the dinner', async () => {
    server.use(listing([event('soon', 3, { booking_deadline: at(2.5) })]).handler);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('dialog', { name: 'Edit Dinner Event' });
    expect(within(form).getByRole('status')).toHaveTextContent('This deadline falls within 24 hours of the dinner');
    const deadline = within(form).getByLabelText(/^Booking deadline/);
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2020-01-01T10:00');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });
});
