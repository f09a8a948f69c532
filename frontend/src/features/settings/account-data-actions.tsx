import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteOwnAccount, useExportOwnData } from '../../api/generated/user/user';
import { ApiError, errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { getGetMeQueryKey } from '../../api/generated/auth/auth';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';
import { DeleteAccountDialog } from './delete-account-dialog';
import { saveJsonFile } from './download-data';
import { useT } from '../../i18n/use-t';

/**
 * 'Download our data' and 'Delete our account' (privacy policy: access and erasure), for
 * the couple's settings page to mount.
 */
export function AccountDataActions() {
  const exported = useExportOwnData({ query: { enabled: false } });
  const deletion = useDeleteOwnAccount();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const t = useT();

  const download = async () => {
    const { data, error } = await exported.refetch();
    if (data) saveJsonFile(data, `tablemates-data-${data.exported_at.slice(0, 10)}.json`);
    else toast({ title: t('settings.data.downloadFailed'), description: errorMessage(error, t('settings.data.tryAgain')), variant: 'destructive' });
  };

  const remove = (password: string) =>
    deletion.mutate(
      { data: { password } },
      {
        onSuccess: () => {
          toast({ title: t('settings.data.deleted'), description: t('settings.data.erased') });
          // Leave the signed-in route first, so that its guard does not send us to /login; then
          // the menus must show a visitor at once (a cleared cache alone leaves the user on screen).
          void Promise.resolve(navigate(paths.waitlist, { replace: true })).then(() => {
            queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== getGetMeQueryKey()[0] });
            setUser(null);
          });
        },
      },
    );

  const wrongPassword =
    deletion.error instanceof ApiError && deletion.error.status === 400 ? errorMessage(deletion.error, t('settings.data.wrongPassword')) : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={download} disabled={exported.isFetching}>
          {exported.isFetching ? t('settings.data.preparing') : t('settings.data.download')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('settings.data.delete')}
        </Button>
      </div>
      <p className="text-xs text-stone-500">{t('settings.data.downloadHint')}</p>
      {deletion.isError && !wrongPassword && (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(deletion.error, t('settings.data.notDeleted'))}
        </p>
      )}
      <DeleteAccountDialog open={confirming} pending={deletion.isPending} error={wrongPassword} onConfirm={remove} onClose={() => setConfirming(false)} />
    </div>
  );
}
