import { FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { useCompletePartnerOnboarding, useGetPartnerInfo } from '../../api/generated/partner/partner';
import type { PartnerInfoDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/field';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { PhoneField } from '../../components/ui/phone-field';
import { Spinner } from '../../components/ui/spinner';
import { ToastOptions, useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { leavePage } from './leave-page';
import { onboardingProblem, OnboardingFields } from './onboarding-validation';
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
  const [fields, setFields] = useState<OnboardingFields>({
    first_name: invite.partner_first_name,
    last_name: '',
    phone_number: '',
    password: '',
    confirm_password: '',
    accepted_terms: false,
    marketingOptIn: false,
  });
  const update = (patch: Partial<OnboardingFields>) => setFields((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = onboardingProblem(fields);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const { confirm_password: _confirmed, ...answers } = fields;
    complete.mutate(
      { data: { ...answers, first_name: answers.first_name.trim(), last_name: answers.last_name.trim(), partner_id: invite.partner_id, token: invite.token } },
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
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={FIELD_LIMITS.name}
            value={fields.first_name}
            onValueChange={(first_name) => update({ first_name })}
          />
          <TextField
            label="Last Name"
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={FIELD_LIMITS.name}
            value={fields.last_name}
            onValueChange={(last_name) => update({ last_name })}
          />
        </div>
        <PhoneField label="Phone Number" required value={fields.phone_number} onChange={(phone_number) => update({ phone_number })} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={fields.password}
          onValueChange={(password) => update({ password })}
        >
          <PasswordStrengthMeter password={fields.password} />
        </PasswordField>
        <PasswordField
          label="Confirm Password"
          name="confirm_password"
          autoComplete="new-password"
          required
          minLength={8}
          value={fields.confirm_password}
          onValueChange={(confirm_password) => update({ confirm_password })}
        />
        <Checkbox required checked={fields.accepted_terms} onCheckedChange={(accepted_terms) => update({ accepted_terms })}>
          I agree to the{' '}
          <a href={paths.terms} className="font-medium text-brand-700 underline">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href={paths.privacy} className="font-medium text-brand-700 underline">
            Privacy Policy
          </a>
        </Checkbox>
        <Checkbox checked={fields.marketingOptIn} onCheckedChange={(marketingOptIn) => update({ marketingOptIn })}>
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
