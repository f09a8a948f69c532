import { deleteOwnAccountBody } from '../../api/generated/zod/user/user';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PasswordField } from '../../components/ui/password-field';
import { bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useT } from '../../i18n/use-t';

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
  const t = useT();
  const form = useServerForm(deleteOwnAccountBody, { defaultValues: { password: '' }, messages: {} });
  const password = form.watch('password');
  return (
    <Dialog open={open} onClose={onClose} title={t('settings.data.confirmTitle')}>
      <form onSubmit={form.handleSubmit((checked) => onConfirm(checked.password))} className="space-y-4">
        <p className="text-sm text-stone-700">{t('settings.data.confirmText')}</p>
        <PasswordField label={t('settings.data.password')} {...bindValue(form, 'password')} error={error} autoComplete="current-password" required />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('settings.data.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={!password || pending}>
            {pending ? t('settings.data.deleting') : t('settings.data.delete')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
