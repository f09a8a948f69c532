import { errorMessage } from '../../api/api-error';
import type { MutualMatchDto } from '../../api/generated/model';
import {
  getListSeeYouAgainMatchesQueryKey,
  useAskToBeSeatedTogether,
  useListSeeYouAgainMatches,
  useShareContactDetails,
} from '../../api/generated/see-you-again/see-you-again';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { formatDinnerDate, SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { useLocale, useT } from '../../i18n/use-t';

/** The dashboard card of mutual "see you again" matches; absent while there are none (a one-sided mark never shows). */
export function MutualMatchesCard() {
  const t = useT();
  const matches = useListSeeYouAgainMatches();
  const list = matches.data?.matches ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="see-you-again" className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <h2 id="see-you-again" className="text-xl font-bold text-ink">
        {t('dashboard.seeYouAgain.cardTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('dashboard.seeYouAgain.cardIntro')}</p>
      <ul className="mt-3 space-y-4">
        {list.map((match) => (
          <MutualMatch key={match.couple_id} match={match} />
        ))}
      </ul>
    </section>
  );
}

function MutualMatch({ match }: { match: MutualMatchDto }) {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const share = useShareContactDetails(invalidating([getListSeeYouAgainMatchesQueryKey()]));
  const seat = useAskToBeSeatedTogether(invalidating([getListSeeYouAgainMatchesQueryKey()]));
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, t('dashboard.seeYouAgain.tryAgain')), variant: 'destructive' });

  const setSharing = (sharing: { share_email: boolean; share_phone: boolean }) =>
    share.mutate(
      { coupleId: match.couple_id, data: sharing },
      {
        onSuccess: () => {
          toast({ title: t('dashboard.seeYouAgain.sharingSaved'), variant: 'success' });
        },
        onError: failed(t('dashboard.seeYouAgain.sharingFailed')),
      },
    );
  const sharing = { share_email: match.share_email, share_phone: match.share_phone };

  return (
    <li className="rounded-xl border border-brand-100 p-3" aria-label={match.coupleNames}>
      <p className="font-semibold text-ink">{match.coupleNames}</p>
      <p className="text-xs text-stone-600">{t('dashboard.seeYouAgain.since', { date: formatDinnerDate(match.since, SERVICE_TIME_ZONE, locale) })}</p>
      <ul className="mt-2 space-y-1 text-sm text-stone-700">
        {match.their_contacts.map((contact) => (
          <li key={contact.user_id}>
            {contact.email || contact.phone_number ? (
              <>
                <span className="font-semibold">{t('dashboard.seeYouAgain.contactName', { name: contact.first_name })}</span>{' '}
                {[contact.email, contact.phone_number].filter(Boolean).join(' · ')}
              </>
            ) : (
              t('dashboard.seeYouAgain.nothingShared', { name: contact.first_name })
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 space-y-2">
        <Checkbox checked={match.share_email} onCheckedChange={(checked) => setSharing({ ...sharing, share_email: checked })}>
          {t('dashboard.seeYouAgain.shareEmail')}
        </Checkbox>
        <Checkbox checked={match.share_phone} onCheckedChange={(checked) => setSharing({ ...sharing, share_phone: checked })}>
          {t('dashboard.seeYouAgain.sharePhone')}
        </Checkbox>
        {(match.share_email || match.share_phone) && (
          <Button variant="ghost" busy={share.isPending} onClick={() => setSharing({ share_email: false, share_phone: false })}>
            {t('dashboard.seeYouAgain.withdraw')}
          </Button>
        )}
        <Checkbox
          checked={match.seat_together}
          onCheckedChange={(checked) =>
            seat.mutate({ coupleId: match.couple_id, data: { seat_together: checked } }, { onError: failed(t('dashboard.seeYouAgain.seatFailed')) })
          }
        >
          {t('dashboard.seeYouAgain.seatTogether')}
        </Checkbox>
        {match.they_asked_too && <p className="text-sm text-emerald-800">{t('dashboard.seeYouAgain.theyAskedToo')}</p>}
      </div>
    </li>
  );
}
