import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { getGetStandbyPlaceQueryKey, useGetStandbyPlace, useJoinStandby, useLeaveStandby } from '../../api/generated/dinners/dinners';
import type { StandbyPlaceDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';

/**
 * Where the booking page says the dinner is full: join its standby list (free), see the
 * couple's place, or leave it. A freed spot comes as the usual hold, by mail; the page
 * then offers to pay it.
 */
export function StandbyPanel({ dinnerId }: { dinnerId: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const place = useGetStandbyPlace(dinnerId);
  const join = useJoinStandby();
  const leave = useLeaveStandby();
  const update = (next: StandbyPlaceDto) => queryClient.setQueryData(getGetStandbyPlaceQueryKey(dinnerId), next);
  const act = async (action: 'join' | 'leave') => {
    try {
      update(await (action === 'join' ? join : leave).mutateAsync({ dinnerId }));
      toast({ title: action === 'join' ? "You're on the standby list" : 'You left the standby list', variant: 'success' });
    } catch (error) {
      toast({
        title: action === 'join' ? 'Could not join the standby list' : 'Could not leave the standby list',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  if (place.isPending) return null;
  const waiting = place.data?.status === 'waiting';
  return (
    <section aria-labelledby="standby-heading" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-800">
      <h3 id="standby-heading" className="font-semibold text-ink">
        Standby list
      </h3>
      {waiting ? (
        <>
          <p className="mt-1">
            You're on the standby list: number {place.data?.position}. If a spot frees up before bookings close, we hold it for you for 15 minutes and email
            you.
          </p>
          <Button variant="secondary" className="mt-3 w-full" busy={leave.isPending} onClick={() => void act('leave')}>
            Leave the standby list
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1">
            If a spot frees up, the first couple on the standby list gets it for 15 minutes. Joining is free: you only pay if you take the spot.
          </p>
          <Button className="mt-3 w-full" busy={join.isPending} onClick={() => void act('join')}>
            Join the standby list
          </Button>
        </>
      )}
    </section>
  );
}
