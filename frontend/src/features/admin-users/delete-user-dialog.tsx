import type { AdminUserDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { fullName } from './user-badges';

interface DeleteUserDialogProps {
  user: AdminUserDto | null;
  pending: boolean;
  onConfirm(user: AdminUserDto): void;
  onClose(): void;
}

/** The confirmation before a user is erased (admin-side spec, section 5). */
export function DeleteUserDialog({ user, pending, onConfirm, onClose }: DeleteUserDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} title="Delete user?">
      {user && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            {fullName(user)} ({user.email}) will be erased from every part of the service: account, sessions, profile, bookings, reviews and messages. Payments
            are kept for accounting, without their name. This action cannot be undone.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="danger" busy={pending} onClick={() => onConfirm(user)}>
              {pending ? 'Deleting...' : 'Delete user'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
