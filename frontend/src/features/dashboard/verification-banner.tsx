import { errorMessage } from '../../api/api-error';
import { useResendVerification } from '../../api/generated/auth/auth';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { DASHBOARD_TEXTS } from './dashboard-texts';

/** Shown until the email is verified; booking and partner features wait for it. */
export function VerificationBanner({ email }: { email: string }) {
  const { toast } = useToast();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(
      { data: {} },
      {
        onSuccess: () => toast({ title: DASHBOARD_TEXTS.verificationSent, description: `We sent a new link to ${email}.`, variant: 'success' }),
        onError: (error) =>
          toast({ title: DASHBOARD_TEXTS.resendFailed, description: errorMessage(error, DASHBOARD_TEXTS.resendFailedFallback), variant: 'destructive' }),
      },
    );
  return (
    <section
      aria-label="Email verification"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold text-amber-900">Please verify your email address</p>
        <p className="text-sm text-amber-900/80">Booking dinners and inviting your partner unlock once {email} is verified. Check your inbox for the link.</p>
      </div>
      <Button variant="secondary" onClick={send} busy={resend.isPending} className="shrink-0">
        {resend.isPending ? 'Sending...' : 'Resend email'}
      </Button>
    </section>
  );
}
