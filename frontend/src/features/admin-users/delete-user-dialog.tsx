import type { AdminUserDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { fullName } from './user-badges';
import { useT } from '../../i18n/use-t';

interface DeleteUserDialogProps {
  user: AdminUserDto | null;
  pending: boolean;
  onConfirm(user: AdminUserDto): void;
  onClose(): void;
}

/** The confirmation before a user is erased (admin-side spec, section 5). */
export function DeleteUserDialog({ user, pending, onConfirm, onClose }: DeleteUserDialogProps) {
  const t = useT();
  return (
    <Dialog open={user !== null} onClose={onClose} title={t('admin.users.deleteTitle')}>
      {user && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{t('admin.users.deleteText', { name: fullName(user), email: user.email })}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('admin.users.cancel')}
            </Button>
            <Button variant="danger" busy={pending} onClick={() => onConfirm(user)}>
              {t(pending ? 'admin.users.deleting' : 'admin.users.deleteUser')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
