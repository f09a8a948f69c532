import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useGetDinner, useGetMyBookings } from '../../api/generated/dinners/dinners';
import { useGetPaymentConfig } from '../../api/generated/payments/payments';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { useT, useWording } from '../../i18n/use-t';
import { whyUnavailable } from './booking-availability';
import { DinnerSummary } from './dinner-summary';
import { PaymentSection } from './payment-section';

/** /book/{dinnerId}: confirm the booking and pay the logistics fee. */
export default function BookPage() {
  const t = useT();
  const wording = useWording();
  useDocumentTitle(t('booking.documentTitle'));
  const { dinnerId = '' } = useParams();
  const { user } = useAuth();
  const dinner = useGetDinner(dinnerId, { query: { retry: false } });
  const paymentConfig = useGetPaymentConfig();
  const myBookings = useGetMyBookings();
  useLeaveAMissingDinner(dinner.isError);

  if (dinner.isLoading || paymentConfig.isLoading || !dinner.data) return <Spinner />;
  const event = dinner.data;
  const stripeKey = paymentConfig.data?.provider === 'stripe' ? paymentConfig.data.publishableKey : null;
  return (
    <main className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-lg">
        <Link to={paths.dashboard} className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-100">
          <span aria-hidden="true" className="before:content-['←']" />
          {t('common.backToDashboard')}
        </Link>
        <div className="mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('booking.title')}</h1>
          <DinnerSummary event={event} />
          <PaymentSection event={event} stripeKey={stripeKey} unavailable={whyUnavailable(user, event, myBookings.data?.bookings, wording)} />
        </div>
      </div>
    </main>
  );
}

/** A dinner that cannot be read (gone, or never was) sends the couple back to the dashboard. */
function useLeaveAMissingDinner(failed: boolean) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const t = useT();
  useEffect(() => {
    if (!failed) return;
    toast({ title: t('booking.errorTitle'), description: t('booking.fetchFailed'), variant: 'destructive' });
    void navigate(paths.dashboard, { replace: true });
  }, [failed, navigate, toast, t]);
}
