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
import { dinnerStatusLabel } from '../../components/admin/dinner-status-badge';
import { ListSearch, ListSelect, ListToolbar } from '../../components/ui/list-toolbar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { Pager } from '../../components/ui/pager';
import { useToast } from '../../components/ui/toast';
import { DinnerEventCard } from './dinner-event-card';
import { DinnerEventFormDialog } from './dinner-event-form-dialog';
import { dinnerEventChange } from './dinner-event-lists';
import { useT } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/catalogues';

type Editing = { kind: 'create' } | { kind: 'edit'; event: AdminDinnerEventDto } | null;

const PAGE_SIZE = 25;

/** What the admin searched, filtered and sorted by: the server applies it to both lists. */
interface EventFilter {
  search: string;
  status: string;
  city: string;
  order: string;
}

const ORDERS: readonly (readonly [string, MessageId])[] = [
  ['', 'admin.events.order.date'],
  ['booking_deadline:asc', 'admin.events.order.deadlineAsc'],
  ['booking_deadline:desc', 'admin.events.order.deadlineDesc'],
  ['city:asc', 'admin.events.order.city'],
  ['created_at:desc', 'admin.events.order.created'],
];

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
  const t = useT();
  const { toast } = useToast();
  const orders = ORDERS.map(([value, label]) => [value, t(label)] as const);
  const statuses = [
    ['', t('admin.events.anyStatus')] as const,
    ...Object.values(ListDinnerEventsStatus).map((status) => [status, dinnerStatusLabel(t, status)] as const),
  ];
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
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminDinnerEventDto | null>(null);
  const [cancelling, setCancelling] = useState<AdminDinnerEventDto | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({
            title: t('admin.events.deleted'),
            description: t('admin.events.place', { city: deleting.city, country: deleting.country }),
            variant: 'success',
          });
          setDeleting(null);
        },
        onError: (error) => {
          toast({ title: t('admin.events.deleteFailed'), description: errorMessage(error, t('admin.events.deleteFailed')), variant: 'destructive' });
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
          toast({ title: t('admin.events.cancelled'), description: result.message, variant: 'success' });
          setCancelling(null);
        },
        onError: (error) => {
          toast({ title: t('admin.events.cancelFailed'), description: errorMessage(error, t('admin.events.cancelFailed')), variant: 'destructive' });
          setCancelling(null);
        },
      },
    );
  };

  const body = () => {
    if (upcoming.query.isLoading || past.query.isLoading) return <ListLoading label={t('admin.events.loading')} />;
    const failed = [upcoming.query, past.query].find((query) => query.isError || !query.data);
    if (failed || !upcoming.query.data || !past.query.data)
      return (
        <ListError
          message={t('admin.events.loadFailed', { reason: errorMessage(failed?.error, t('admin.events.unknownError')) })}
          onRetry={() => void Promise.all([upcoming.query.refetch(), past.query.refetch()])}
        />
      );
    const group = (title: string, list: ReturnType<typeof usePagedEvents>, data: AdminDinnerEventsDto, total: number, empty: string) => (
      <section aria-label={title} className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">{t('admin.events.groupTitle', { title, total })}</h3>
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
            label={t('admin.events.pages', { title })}
            onPage={list.setPage}
          />
        )}
      </section>
    );
    return (
      <div className="space-y-8">
        {group(t('admin.events.upcoming'), upcoming, upcoming.query.data, upcoming.query.data.upcoming_total, t('admin.events.noUpcoming'))}
        {group(t('admin.events.past'), past, past.query.data, past.query.data.past_total, t('admin.events.noPast'))}
      </div>
    );
  };

  return (
    <section aria-labelledby="dinner-events-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="dinner-events-title" className="text-2xl font-bold text-brand-800">
            {t('admin.events.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('admin.events.zonesNote')}</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'create' })} disabled={!list.data}>
          {t('admin.events.create')}
        </Button>
      </div>
      <ListToolbar>
        <ListSearch label={t('admin.events.search')} placeholder={t('admin.events.searchPlaceholder')} onSearch={(search) => refine({ search })} />
        <ListSelect label={t('admin.events.status')} value={filter.status} options={statuses} onChange={(status) => refine({ status })} />
        <CityFilter value={filter.city} onChange={(city) => refine({ city })} />
        <ListSelect label={t('admin.events.sort')} value={filter.order} options={orders} onChange={(order) => refine({ order })} />
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
        title={t('admin.events.deleteTitle')}
        confirmLabel={t('admin.events.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{t('admin.events.deleteText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('admin.events.cancelTitle')}
        confirmLabel={t('admin.events.cancelDinner')}
        dismissLabel={t('admin.events.keepDinner')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      >
        <p>{t('admin.events.cancelText', { paid: cancelling?.paid_bookings ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}
