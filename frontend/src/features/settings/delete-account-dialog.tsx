import { deleteOwnAccountBody } from '../../api/generated/zod/user/user';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PasswordField } from '../../components/ui/password-field';
import { bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';

interface DeleteAccountDialogProps {
  open: boolean;
  pending: boolean;
  error?: string;
  onConfirm(password: string): void;
  onClose(): void;
}

/** Confirms the deletion of the couple's account with the member's password. */
export function DeleteAccountDialog({ open, pending, error, onConfirm, onClose }: DeleteAccountDialogProps) {
  // The button waits for a password, so the schema's refusals need no words: only the server's is shown.
  const form = useServerForm(deleteOwnAccountBody, { defaultValues: { password: '' }, messages: {} });
  const password = form.watch('password');
  return (
    <Dialog open={open} onClose={onClose} title="Delete our account?">
      <form onSubmit={form.handleSubmit((checked) => onConfirm(checked.password))} className="space-y-4">
        <p className="text-sm text-stone-700">
          Both of your accounts and everything we hold about your couple will be erased: profile, bookings, reviews and messages. A booked dinner is cancelled
          and its fee is not refunded. Your partner will be told by email. Payment records are kept for accounting, without your names. This cannot be undone.
        </p>
        <PasswordField label="Your password" {...bindValue(form, 'password')} error={error} autoComplete="current-password" required />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Keep our account
          </Button>
          <Button type="submit" variant="danger" disabled={!password || pending}>
            {pending ? 'Deleting...' : 'Delete our account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
