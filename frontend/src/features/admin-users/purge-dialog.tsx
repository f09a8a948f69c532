import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

export type PurgeKind = 'users' | 'bookings';

const WHAT: Record<PurgeKind, { title: MessageId; text: MessageId }> = {
  users: { title: 'admin.users.purge.usersTitle', text: 'admin.users.purge.usersText' },
  bookings: { title: 'admin.users.purge.bookingsTitle', text: 'admin.users.purge.bookingsText' },
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
  const t = useT();
  const form = useServerForm(purgeSchema, { defaultValues: { typed: '' }, messages: {} });
  const typed = form.watch('typed');
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog open={kind !== null} onClose={close} title={kind ? t(WHAT[kind].title) : ''}>
      {kind && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{t(WHAT[kind].text)}</p>
          <TextField label={t('admin.users.purge.type')} {...bindValue(form, 'typed')} autoComplete="off" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              {t('admin.users.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={typed !== 'PURGE' || pending}
              onClick={form.handleSubmit(() => {
                form.reset();
                onConfirm(kind);
              })}
            >
              {t(pending ? 'admin.users.purge.purging' : 'admin.users.purge.purge')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
