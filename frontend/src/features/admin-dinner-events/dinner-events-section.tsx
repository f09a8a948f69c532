import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import {
  getGetDinnersForManagementQueryKey,
  getGetDinnersHistoryWithMatchesQueryKey,
  getGetUpcomingDinnersQueryKey,
  getListDinnerEventsQueryKey,
  useCancelDinnerEvent,
  useDeleteDinnerEvent,
  useListDinnerEvents,
} from '../../api/generated/admin/admin';
import { AdminDinnerEventDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { DinnerEventCard } from './dinner-event-card';
import { DinnerEventFormDialog } from './dinner-event-form-dialog';

type Editing = { kind: 'create' } | { kind: 'edit'; event: AdminDinnerEventDto } | null;

/** Upcoming: a future event date, soonest first. Past: the rest, latest first. */
function split(events: readonly AdminDinnerEventDto[], now: number) {
  const upcoming = events.filter((event) => new Date(event.event_date).getTime() > now).sort((a, b) => a.event_date.localeCompare(b.event_date));
  const past = events.filter((event) => new Date(event.event_date).getTime() <= now).sort((a, b) => b.event_date.localeCompare(a.event_date));
  return { upcoming, past };
}

/** Dinner Events management (admin-side spec, section 2). */
export default function DinnerEventsSection() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const list = useListDinnerEvents();
  const remove = useDeleteDinnerEvent();
  const cancel = useCancelDinnerEvent();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminDinnerEventDto | null>(null);
  const [cancelling, setCancelling] = useState<AdminDinnerEventDto | null>(null);

  /** Every list built from dinner events is reloaded after a save (admin-side spec, section 7). */
  const reloadLists = () =>
    Promise.all(
      [getListDinnerEventsQueryKey(), getGetUpcomingDinnersQueryKey(), getGetDinnersHistoryWithMatchesQueryKey(), getGetDinnersForManagementQueryKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: 'Dinner event deleted', description: `${deleting.city}, ${deleting.country}`, variant: 'success' });
          setDeleting(null);
          void reloadLists();
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
          void reloadLists();
        },
        onError: (error) => {
          toast({ title: 'Failed to cancel dinner event', description: errorMessage(error, 'Failed to cancel dinner event'), variant: 'destructive' });
          setCancelling(null);
        },
      },
    );
  };

  const body = () => {
    if (list.isLoading) return <ListLoading label="Loading dinner events..." />;
    if (list.isError || !list.data) return <ListError message={`Failed to load dinner events: ${errorMessage(list.error, 'Unknown error')}`} onRetry={() => void list.refetch()} />;
    const { upcoming, past } = split(list.data.events, Date.now());
    const group = (title: string, events: AdminDinnerEventDto[], empty: string) => (
      <section aria-label={title} className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">
          {title} ({events.length})
        </h3>
        {events.length === 0 ? (
          <ListEmpty title={empty} />
        ) : (
          <ul className="space-y-3">
            {events.map((event) => (
              <DinnerEventCard key={event.id} event={event} onEdit={() => setEditing({ kind: 'edit', event })} onDelete={() => setDeleting(event)} onCancel={() => setCancelling(event)} />
            ))}
          </ul>
        )}
      </section>
    );
    return (
      <div className="space-y-8">
        {group('Upcoming Events', upcoming, 'No upcoming dinner events. Create one to open bookings.')}
        {group('Past Events', past, 'No past dinner events yet.')}
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
      {body()}
      {editing && list.data && (
        <DinnerEventFormDialog
          event={editing.kind === 'edit' ? editing.event : null}
          locations={list.data.locations}
          defaultFee={list.data.default_logistics_fee}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reloadLists();
          }}
        />
      )}
      <ConfirmDialog open={deleting !== null} title="Delete Dinner Event" confirmLabel="Delete" busy={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        <p>Are you sure you want to delete this dinner event? This action cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog open={cancelling !== null} title="Cancel Dinner" confirmLabel="Cancel dinner" busy={cancel.isPending} onConfirm={confirmCancel} onClose={() => setCancelling(null)}>
        <p>
          The dinner becomes cancelled by system. Each of the {cancelling?.paid_bookings} paid couples gets the logistics fee refunded in full and is told by email.
        </p>
      </ConfirmDialog>
    </section>
  );
}
