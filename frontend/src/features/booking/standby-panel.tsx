import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { getGetStandbyPlaceQueryKey, useGetStandbyPlace, useJoinStandby, useLeaveStandby } from '../../api/generated/dinners/dinners';
import type { StandbyPlaceDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';

/**
 * Where the booking page says the dinner is full: join its standby list (free), see the
 * couple's place, or leave it. A freed spot comes as the usual hold, by mail; the page
 * then offers to pay it.
 */
export function StandbyPanel({ dinnerId }: { dinnerId: string }) {
  const queryClient = useQueryClient();
  const t = useT();
  const { toast } = useToast();
  const place = useGetStandbyPlace(dinnerId);
  const join = useJoinStandby();
  const leave = useLeaveStandby();
  const update = (next: StandbyPlaceDto) => queryClient.setQueryData(getGetStandbyPlaceQueryKey(dinnerId), next);
  const act = async (action: 'join' | 'leave') => {
    try {
      update(await (action === 'join' ? join : leave).mutateAsync({ dinnerId }));
      toast({ title: action === 'join' ? t('booking.standby.joined') : t('booking.standby.left'), variant: 'success' });
    } catch (error) {
      toast({
        title: action === 'join' ? t('booking.standby.joinFailed') : t('booking.standby.leaveFailed'),
        description: errorMessage(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    }
  };

  if (place.isPending) return null;
  const waiting = place.data?.status === 'waiting';
  return (
    <section aria-labelledby="standby-heading" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-800">
      <h3 id="standby-heading" className="font-semibold text-ink">
        {t('booking.standby.title')}
      </h3>
      {waiting ? (
        <>
          <p className="mt-1">{t('booking.standby.waiting', { position: place.data?.position ?? '' })}</p>
          <Button variant="secondary" className="mt-3 w-full" busy={leave.isPending} onClick={() => void act('leave')}>
            {t('booking.standby.leave')}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1">{t('booking.standby.intro')}</p>
          <Button className="mt-3 w-full" busy={join.isPending} onClick={() => void act('join')}>
            {t('booking.standby.join')}
          </Button>
        </>
      )}
    </section>
  );
}
