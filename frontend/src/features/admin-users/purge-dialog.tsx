import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';

export type PurgeKind = 'users' | 'bookings';

const WHAT: Record<PurgeKind, { title: string; text: string }> = {
  users: {
    title: 'Purge all user data?',
    text: 'Every user except the admins is deleted, with all couples, profiles, bookings and reviews. Payments are kept for accounting, without names.',
  },
  bookings: { title: 'Purge booking data?', text: "Every booking and review is deleted and couples' late-cancellation counters are reset." },
};

/** The purges take no body: the admin's typed word is the screen's own safeguard. */
const purgeSchema = z.object({ typed: z.literal('PURGE') });

interface PurgeDialogProps {
  kind: PurgeKind | null;
  pending: boolean;
  onConfirm(kind: PurgeKind): void;
  onClose(): void;
}

/** A purge runs only once the admin has typed PURGE. */
export function PurgeDialog({ kind, pending, onConfirm, onClose }: PurgeDialogProps) {
  const form = useServerForm(purgeSchema, { defaultValues: { typed: '' }, messages: {} });
  const typed = form.watch('typed');
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog open={kind !== null} onClose={close} title={kind ? WHAT[kind].title : ''}>
      {kind && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{WHAT[kind].text} This action cannot be undone.</p>
          <TextField label="Type PURGE to confirm" {...bindValue(form, 'typed')} autoComplete="off" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={typed !== 'PURGE' || pending}
              onClick={form.handleSubmit(() => {
                form.reset();
                onConfirm(kind);
              })}
            >
              {pending ? 'Purging...' : 'Purge'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
