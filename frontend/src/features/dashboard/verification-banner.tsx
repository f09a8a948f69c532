import { errorMessage } from '../../api/api-error';
import { useResendVerification } from '../../api/generated/auth/auth';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';

/** Shown until the email is verified; booking and partner features wait for it. */
export function VerificationBanner({ email }: { email: string }) {
  const t = useT();
  const { toast } = useToast();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(
      { data: {} },
      {
        onSuccess: () => toast({ title: t('dashboard.verify.sent'), description: t('dashboard.verify.sentTo', { email }), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('dashboard.verify.resendFailed'),
            description: errorMessage(error, t('dashboard.verify.resendFailedFallback')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <section
      aria-label={t('dashboard.verify.label')}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold text-amber-900">{t('dashboard.verify.title')}</p>
        <p className="text-sm text-amber-900/80">{t('dashboard.verify.body', { email })}</p>
      </div>
      <Button variant="secondary" onClick={send} busy={resend.isPending} className="shrink-0">
        {resend.isPending ? t('dashboard.verify.sending') : t('dashboard.verify.resend')}
      </Button>
    </section>
  );
}
