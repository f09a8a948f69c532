import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useCancelBooking, useGetAvailableDinnerEvents, useGetMyBookings, useSubmitEnhancedReview } from '../../api/generated/dinners/dinners';
import { getGetMeQueryKey } from '../../api/generated/auth/auth';
import type { BookingDto } from '../../api/generated/model';
import { useGetUserPartner } from '../../api/generated/partner/partner';
import { useGetUserProfile } from '../../api/generated/profile/profile';
import { buttonClasses } from '../../components/ui/button';
import { Wordmark } from '../../components/ui/centered-card';
import { paths } from '../../lib/paths';
import { bookingChangeKeys } from '../../lib/booking-change-keys';
import { invalidating } from '../../lib/query-client';
import { ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { BookingCard } from './booking-card';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { STALE, terminationNotice } from './dashboard-texts';
import { useT } from '../../i18n/use-t';
import { NextDinnerCard } from './next-dinner-card';
import { PartnerCard } from './partner-card';
import { ProfileCompletion } from './profile-completion-card';
import { ProfileMenu } from './profile-menu';
import type { ReviewSubmission } from './review-dialog';
import { MutualMatchesCard } from './mutual-matches-card';
import { getGetSeeYouAgainMarksQueryKey, getListSeeYouAgainMatchesQueryKey } from '../../api/generated/see-you-again/see-you-again';
import { VerificationBanner } from './verification-banner';
import { useDocumentTitle } from '../../lib/document-title';
import { partOfDay } from './greeting';

// The review form (and the form library behind it) loads when a couple opens it, not with the dashboard.
const ReviewDialog = lazy(() => import('./review-dialog').then((module) => ({ default: module.ReviewDialog })));
const ReportCoupleDialog = lazy(() => import('./report-couple-dialog').then((module) => ({ default: module.ReportCoupleDialog })));
// Only a suspended couple reads its suspension (and may answer it): nobody else's dashboard asks.
const SuspensionNotice = lazy(() => import('./suspension-notice').then((module) => ({ default: module.SuspensionNotice })));

const UPCOMING = new Set(['booked', 'confirmed', 'revealed']);

/** /dashboard and /app: the couple's home. */
export default function DashboardPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const { toast } = useToast();
  const verified = Boolean(user?.email_verified);
  const bookings = useGetMyBookings({ query: { staleTime: STALE.bookings } });
  const events = useGetAvailableDinnerEvents({ query: { staleTime: STALE.slots } });
  const profile = useGetUserProfile({ query: { ...STALE.profile, retry: false } });
  const partner = useGetUserPartner({ query: { ...STALE.profile, retry: false } });
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const [reviewing, setReviewing] = useState<BookingDto | null>(null);
  // The dinner whose couple is being reported (from a past dinner's card, its "see you again" or its review).
  const [reportingDinner, setReportingDinner] = useState<string | null>(null);
  // A second late cancellation ends the service: the user reloads so booking locks and the notice shows.
  const cancel = useCancelBooking(invalidating([...bookingChangeKeys(), getGetMeQueryKey()]));
  // Marks given with the review may make a pair mutual.
  const review = useSubmitEnhancedReview(
    invalidating([...bookingChangeKeys(), getListSeeYouAgainMatchesQueryKey(), ...(reviewing ? [getGetSeeYouAgainMarksQueryKey(reviewing.dinner_id)] : [])]),
  );

  const all = bookings.data?.bookings ?? [];
  const now = Date.now();
  const upcoming = all.filter((booking) => UPCOMING.has(booking.status) && new Date(booking.event_date).getTime() > now).reverse();
  const history = all.filter((booking) => !upcoming.includes(booking));
  const bookedDinnerIds = useMemo(() => new Set(upcoming.map((booking) => booking.dinner_id)), [upcoming]);
  // A revealed dinner (within a day) is what the couple opens the page for: on a phone the offer of the next one would push it below the fold.
  const revealedFirst = upcoming.some((booking) => booking.revealed);

  const confirmCancel = (booking: BookingDto) =>
    cancel.mutate(
      { id: booking.id },
      {
        onSuccess: (result) => {
          toast({
            title: result.was_late_cancellation ? t('dashboard.toast.cancelledLate') : t('dashboard.toast.cancelled'),
            description: result.fee_note ?? undefined,
            variant: result.was_late_cancellation ? 'destructive' : 'default',
          });
          setCancelling(null);
        },
        onError: (error) =>
          toast({ title: t('dashboard.toast.cancellationFailed'), description: errorMessage(error, t('common.tryAgain')), variant: 'destructive' }),
      },
    );

  const submitReview = (submission: ReviewSubmission) =>
    review.mutate(
      { data: submission },
      {
        onSuccess: () => {
          toast({ title: t('dashboard.toast.reviewSubmitted'), variant: 'success' });
          setReviewing(null);
        },
        onError: (error) =>
          toast({
            title: t('dashboard.toast.reviewFailed'),
            description: errorMessage(error, t('dashboard.toast.reviewFailedFallback')),
            variant: 'destructive',
          }),
      },
    );

  // The cards appear together once their data is in: one appearing after another would push the rest down the page.
  // Deferred: the read that completes them re-renders at once with the loading state kept, and the cards render
  // after it in slices React interrupts for the browser, not as one long task (a cold visit's total blocking time).
  const loading = useDeferredValue(bookings.isLoading || events.isLoading || profile.isLoading || partner.isLoading);

  if (!user) return null;
  const suspended = user.suspended_until !== null && new Date(user.suspended_until).getTime() > now;
  const nextDinner = (
    <NextDinnerCard
      events={events.data?.events}
      bookedDinnerIds={bookedDinnerIds}
      locked={!verified || user.service_terminated || suspended}
      terminated={user.service_terminated}
    />
  );
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream">
      <header className="border-b border-brand-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Wordmark />
          <ProfileMenu firstName={user.first_name} />
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <div>
          <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">
            {t('dashboard.greeting', { partOfDay: partOfDay(new Date().getHours()), name: user.first_name })}
          </h1>
          <p className="mt-1 text-stone-700">{t('dashboard.tagline')}</p>
        </div>
        {!verified && <VerificationBanner email={user.email} />}
        {user.service_terminated && (
          <div role="alert" className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between">
            <p>{terminationNotice(user, t)}</p>
            <Link to={paths.contact} className={buttonClasses('secondary', 'shrink-0')}>
              {t('dashboard.contactSupport')}
            </Link>
          </div>
        )}
        {suspended && (
          <Suspense fallback={null}>
            <SuspensionNotice until={user.suspended_until!} reason={user.suspension_reason ?? ''} />
          </Suspense>
        )}

        {loading ? (
          <ListLoading label={t('dashboard.loading')} />
        ) : (
          // On a phone the side cards (partner, "see you again") come before the dining history, which grows with every dinner.
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
            <div className="space-y-6 lg:col-start-1 lg:row-start-1">
              {!revealedFirst && nextDinner}
              <section aria-labelledby="upcoming-meals">
                <h2 id="upcoming-meals" className="text-xl font-bold text-ink">
                  {t('dashboard.upcoming.title')}
                </h2>
                {upcoming.length === 0 ? (
                  <p className="mt-3 rounded-2xl border border-dashed border-brand-200 p-4 text-sm text-stone-600">
                    {user.service_terminated ? t('dashboard.upcoming.none') : t('dashboard.upcoming.noneYet')}
                  </p>
                ) : (
                  <ul className="mt-3 space-y-4">
                    {upcoming.map((booking) => (
                      <BookingCard
                        key={booking.id}
                        booking={booking}
                        ownInterests={profile.data?.ideal_social_outing ?? []}
                        onCancel={setCancelling}
                        onReview={setReviewing}
                      />
                    ))}
                  </ul>
                )}
              </section>
              {revealedFirst && nextDinner}
            </div>
            <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <ProfileCompletion profile={profile.data} />
              <PartnerCard partner={partner.data} locked={!verified} />
              {/* Last: it loads after the dashboard's own reads, and appearing moves only what is below it (on a phone, the history, out of view). */}
              <MutualMatchesCard />
            </aside>
            <div className="lg:col-start-1 lg:row-start-2">
              <section aria-labelledby="dining-history">
                <h2 id="dining-history" className="text-xl font-bold text-ink">
                  {t('dashboard.history.title')}
                </h2>
                {history.length === 0 ? (
                  <p className="mt-3 text-sm text-stone-600">{t('dashboard.history.none')}</p>
                ) : (
                  <ul className="mt-3 space-y-4">
                    {history.map((booking) => (
                      <BookingCard
                        key={booking.id}
                        booking={booking}
                        ownInterests={profile.data?.ideal_social_outing ?? []}
                        onReview={setReviewing}
                        onReport={setReportingDinner}
                      />
                    ))}
                  </ul>
                )}
              </section>
            </div>
          </div>
        )}
      </main>
      <CancelBookingDialog
        booking={cancelling}
        lateCancellationsInARow={bookings.data?.late_cancellations_in_a_row ?? 0}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      {reviewing && (
        <Suspense fallback={null}>
          <ReviewDialog
            booking={reviewing}
            pending={review.isPending}
            onSubmit={submitReview}
            onClose={() => setReviewing(null)}
            onReport={(dinnerId) => {
              setReviewing(null);
              setReportingDinner(dinnerId);
            }}
          />
        </Suspense>
      )}
      {reportingDinner && (
        <Suspense fallback={null}>
          <ReportCoupleDialog dinnerId={reportingDinner} onClose={() => setReportingDinner(null)} />
        </Suspense>
      )}
    </div>
  );
}
