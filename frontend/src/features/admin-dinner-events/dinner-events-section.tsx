import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { useCancelDinnerEvent, useDeleteDinnerEvent, useListDinnerEvents } from '../../api/generated/admin/admin';
import {
  AdminDinnerEventDto,
  AdminDinnerEventsDto,
  ListDinnerEventsOrder,
  ListDinnerEventsSort,
  ListDinnerEventsStatus,
  ListDinnerEventsWhen,
} from '../../api/generated/model';
import { CityFilter } from '../../components/admin/city-filter';
import { ListSearch, ListSelect, ListToolbar } from '../../components/ui/list-toolbar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { Pager } from '../../components/ui/pager';
import { useToast } from '../../components/ui/toast';
import { cancelDinnerText } from './cancel-dinner-text';
import { DinnerEventCard } from './dinner-event-card';
import { DinnerEventFormDialog } from './dinner-event-form-dialog';
import { dinnerEventChange } from './dinner-event-lists';
import { useT } from '../../i18n/use-t';

type Editing = { kind: 'create' } | { kind: 'edit'; event: AdminDinnerEventDto } | null;

const PAGE_SIZE = 25;

/** What the admin searched, filtered and sorted by: the server applies it to both lists. */
interface EventFilter {
  search: string;
  status: string;
  city: string;
  order: string;
}

const ORDERS = [
  ['', 'By date'],
  ['booking_deadline:asc', 'Deadline, earliest first'],
  ['booking_deadline:desc', 'Deadline, latest first'],
  ['city:asc', 'City A-Z'],
  ['created_at:desc', 'Newest created'],
] as const;
const STATUSES = [['', 'Any status'], ...Object.values(ListDinnerEventsStatus).map((status) => [status, status.replace(/_/g, ' ')] as const)] as const;

/** One of the two lists, a page at a time from the server (by default upcoming soonest first, past latest first); the page on screen stays while the next loads. */
function usePagedEvents(when: ListDinnerEventsWhen, filter: EventFilter) {
  const [page, setPage] = useState(1);
  const [sort, order] = filter.order ? (filter.order.split(':') as [ListDinnerEventsSort, ListDinnerEventsOrder]) : [undefined, undefined];
  const params = {
    when,
    page,
    page_size: PAGE_SIZE,
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.status ? { status: filter.status as ListDinnerEventsStatus } : {}),
    ...(filter.city ? { city: filter.city } : {}),
    ...(sort ? { sort, order } : {}),
  };
  const query = useListDinnerEvents(params, { query: { placeholderData: keepPreviousData } });
  return { query, page, setPage };
}

/** Dinner Events management (admin-side spec, section 2). */
export default function DinnerEventsSection() {
  const { toast } = useToast();
  const [filter, setFilter] = useState<EventFilter>({ search: '', status: '', city: '', order: '' });
  const upcoming = usePagedEvents(ListDinnerEventsWhen.upcoming, filter);
  const past = usePagedEvents(ListDinnerEventsWhen.past, filter);
  // A new search, filter or order starts both lists on their first page.
  const refine = (change: Partial<EventFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    upcoming.setPage(1);
    past.setPage(1);
  };
  // Either page carries the fee, the cities and both totals.
  const list = upcoming.query;
  const remove = useDeleteDinnerEvent(dinnerEventChange());
  const cancel = useCancelDinnerEvent(dinnerEventChange());
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminDinnerEventDto | null>(null);
  const [cancelling, setCancelling] = useState<AdminDinnerEventDto | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: 'Dinner event deleted', description: `${deleting.city}, ${deleting.country}`, variant: 'success' });
          setDeleting(null);
        },
        onError: (error) => {
          toast({ title: 'Failed to delete dinner event', description: errorMessage(error, 'Failed to delete dinner event'), variant: 'destructive' });
          setDeleting(null);
        },
      },
    );
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling.id },
      {
        onSuccess: (result) => {
          toast({ title: 'Dinner event cancelled', description: result.message, variant: 'success' });
          setCancelling(null);
        },
        onError: (error) => {
          toast({ title: 'Failed to cancel dinner event', description: errorMessage(error, 'Failed to cancel dinner event'), variant: 'destructive' });
          setCancelling(null);
        },
      },
    );
  };

  const body = () => {
    if (upcoming.query.isLoading || past.query.isLoading) return <ListLoading label="Loading dinner events..." />;
    const failed = [upcoming.query, past.query].find((query) => query.isError || !query.data);
    if (failed || !upcoming.query.data || !past.query.data)
      return (
        <ListError
          message={`Failed to load dinner events: ${errorMessage(failed?.error, 'Unknown error')}`}
          onRetry={() => void Promise.all([upcoming.query.refetch(), past.query.refetch()])}
        />
      );
    const group = (title: string, list: ReturnType<typeof usePagedEvents>, data: AdminDinnerEventsDto, total: number, empty: string) => (
      <section aria-label={title} className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">
          {title} ({total})
        </h3>
        {data.events.length === 0 ? (
          <ListEmpty title={empty} />
        ) : (
          <ul className="space-y-3">
            {data.events.map((event) => (
              <DinnerEventCard
                key={event.id}
                event={event}
                onEdit={() => setEditing({ kind: 'edit', event })}
                onDelete={() => setDeleting(event)}
                onCancel={() => setCancelling(event)}
              />
            ))}
          </ul>
        )}
        {total > PAGE_SIZE && (
          <Pager
            page={list.page}
            pageSize={PAGE_SIZE}
            total={total}
            counted={t('admin.count.events', { count: total })}
            label={`${title} pages`}
            onPage={list.setPage}
          />
        )}
      </section>
    );
    return (
      <div className="space-y-8">
        {group('Upcoming Events', upcoming, upcoming.query.data, upcoming.query.data.upcoming_total, 'No upcoming dinner events. Create one to open bookings.')}
        {group('Past Events', past, past.query.data, past.query.data.past_total, 'No past dinner events yet.')}
      </div>
    );
  };

  return (
    <section aria-labelledby="dinner-events-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="dinner-events-title" className="text-2xl font-bold text-brand-800">
            Dinner Events
          </h2>
          <p className="text-sm text-stone-600">Dates and times are shown in each event city’s time zone.</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'create' })} disabled={!list.data}>
          Create Event
        </Button>
      </div>
      <ListToolbar>
        <ListSearch label="Search dinner events" placeholder="City or country" onSearch={(search) => refine({ search })} />
        <ListSelect label="Status" value={filter.status} options={STATUSES} onChange={(status) => refine({ status })} />
        <CityFilter value={filter.city} onChange={(city) => refine({ city })} />
        <ListSelect label="Sort" value={filter.order} options={ORDERS} onChange={(order) => refine({ order })} />
      </ListToolbar>
      {body()}
      {editing && list.data && (
        <DinnerEventFormDialog
          event={editing.kind === 'edit' ? editing.event : null}
          locations={list.data.locations}
          defaultFee={list.data.default_logistics_fee}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Dinner Event"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this dinner event? This action cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel Dinner"
        confirmLabel="Cancel dinner"
        dismissLabel="Keep dinner"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      >
        <p>{cancelDinnerText(cancelling?.paid_bookings ?? 0)}</p>
      </ConfirmDialog>
    </section>
  );
}
