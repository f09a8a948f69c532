import { useEffect, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { useCompletePartnerOnboarding, useGetPartnerInfo } from '../../api/generated/partner/partner';
import type { PartnerInfoDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { Checkbox } from '../../components/ui/checkbox';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { MemberDetailsFields } from '../../components/member-details/member-details-fields';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { Spinner } from '../../components/ui/spinner';
import { ToastOptions, useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { leavePage } from './leave-page';
import { bindPatch, bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import {
  EMPTY_ONBOARDING,
  firstProblem,
  ONBOARDING_MESSAGES,
  onboardingChecks,
  OnboardingAnswers,
  OnboardingFields,
  onboardingSchema,
} from './onboarding-schema';
import { useDocumentTitle } from '../../lib/document-title';

const REDIRECT_MS = 1500;

/** /partner-onboarding: the invited partner sets up their own account in the couple. */
export default function PartnerOnboardingPage() {
  useDocumentTitle('Join your partner');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { toast } = useToast();
  const linkComplete = Boolean(token && email);
  const info = useGetPartnerInfo({ token, email }, { query: { enabled: linkComplete } });
  const failed = useRef(false);

  const fail = (options: ToastOptions) => {
    if (failed.current) return;
    failed.current = true;
    toast({ ...options, variant: 'destructive' });
    window.setTimeout(() => leavePage(paths.waitlist), REDIRECT_MS);
  };

  useEffect(() => {
    if (!linkComplete) fail({ title: 'Invalid invitation link', description: 'Please use the invitation link from your email.' });
    else if (info.error instanceof ApiError)
      fail({ title: 'Invalid invitation', description: errorMessage(info.error, 'Your invitation link is invalid or expired.') });
    else if (info.error) fail({ title: 'Connection error', description: 'Unable to verify invitation. Please try again.' });
  });

  if (!info.data) {
    return (
      <main>
        <h1 className="sr-only">Partner account setup</h1>
        <Spinner label="Verifying your invitation..." showLabel />
      </main>
    );
  }
  return <OnboardingForm invite={info.data} inviter={params.get('inviter')} />;
}

function OnboardingForm({ invite, inviter }: { invite: PartnerInfoDto; inviter: string | null }) {
  const { toast } = useToast();
  const complete = useCompletePartnerOnboarding();
  const form = useServerForm(onboardingSchema, {
    defaultValues: { ...EMPTY_ONBOARDING, first_name: invite.partner_first_name },
    messages: ONBOARDING_MESSAGES,
    checks: onboardingChecks,
  });
  const values = form.watch();

  const submit = ({ confirm_password: _confirmed, ...answers }: OnboardingAnswers) =>
    complete.mutate(
      { data: { ...answers, partner_id: invite.partner_id, token: invite.token } },
      {
        onSuccess: () => {
          toast({
            title: 'Welcome to Tablemates!',
            description: 'Your account has been created successfully. Redirecting to your dashboard...',
            variant: 'success',
          });
          window.setTimeout(() => leavePage(paths.dashboard), REDIRECT_MS);
        },
        onError: (error) =>
          toast({
            title: 'Account creation failed',
            description: error instanceof ApiError ? errorMessage(error, 'Failed to create account') : 'Something went wrong. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  const refused = (errors: FieldErrors<OnboardingFields>) => {
    const problem = firstProblem(errors);
    if (problem) toast({ ...problem, variant: 'destructive' });
  };

  const inviterName = invite.primary_user_name || inviter || 'Your partner';
  return (
    <CenteredCard
      title={`Welcome, ${invite.partner_first_name}!`}
      subtitle={`${inviterName} has invited you to join them on Tablemates. Set up your account to start sharing surprise dinners together.`}
      footer={
        <>
          Questions? Email us at{' '}
          <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-semibold text-brand-700 underline">
            {SITE_INFO.supportEmail}
          </a>
        </>
      }
    >
      <form onSubmit={form.handleSubmit(submit, refused)} noValidate className="space-y-5">
        <MemberDetailsFields form={values} update={bindPatch(form)} />
        <PasswordField label="Password" autoComplete="new-password" required minLength={8} maxLength={FIELD_LIMITS.password} {...bindValue(form, 'password')}>
          <PasswordStrengthMeter password={values.password} />
        </PasswordField>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={FIELD_LIMITS.password}
          {...bindValue(form, 'confirm_password')}
        />
        <Checkbox required checked={values.accepted_terms} onCheckedChange={bindValue(form, 'accepted_terms').onValueChange}>
          I agree to the{' '}
          <a href={paths.terms} className="font-medium text-brand-700 underline">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href={paths.privacy} className="font-medium text-brand-700 underline">
            Privacy Policy
          </a>
        </Checkbox>
        <Checkbox checked={values.marketingOptIn} onCheckedChange={bindValue(form, 'marketingOptIn').onValueChange}>
          I'd like to receive updates about dining events and special offers
        </Checkbox>
        {/* Stays busy until the redirect: a second submit would only meet the used invitation. */}
        <Button type="submit" className="w-full" disabled={complete.isPending || complete.isSuccess}>
          {complete.isPending || complete.isSuccess ? 'Creating your account...' : 'Complete Account Setup'}
        </Button>
      </form>
    </CenteredCard>
  );
}
