import { ReactNode, useEffect, useRef } from 'react';
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
import { useRichT, useT } from '../../i18n/use-t';
import { browserLanguage } from '../../i18n/languages';
import { useFormErrorText } from '../../lib/forms/form-error-text';

const REDIRECT_MS = 1500;

/** /partner-onboarding: the invited partner sets up their own account in the couple. */
export default function PartnerOnboardingPage() {
  const t = useT();
  useDocumentTitle(t('partner.documentTitle'));
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
    if (!linkComplete) fail({ title: t('partner.invalidLink'), description: t('partner.invalidLinkDetail') });
    else if (info.error instanceof ApiError)
      fail({ title: t('partner.invalidInvitation'), description: errorMessage(info.error, t('partner.invalidInvitationDetail')) });
    else if (info.error) fail({ title: t('partner.connectionError'), description: t('partner.connectionErrorDetail') });
  });

  if (!info.data) {
    return (
      <main>
        <h1 className="sr-only">{t('partner.setupHeading')}</h1>
        <Spinner label={t('partner.verifying')} showLabel />
      </main>
    );
  }
  return <OnboardingForm invite={info.data} inviter={params.get('inviter')} />;
}

function OnboardingForm({ invite, inviter }: { invite: PartnerInfoDto; inviter: string | null }) {
  const t = useT();
  const rich = useRichT();
  const errorText = useFormErrorText();
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
      { data: { ...answers, partner_id: invite.partner_id, token: invite.token, language: browserLanguage() } },
      {
        onSuccess: () => {
          toast({
            title: t('partner.welcomeToast'),
            description: t('partner.welcomeToastDetail'),
            variant: 'success',
          });
          window.setTimeout(() => leavePage(paths.dashboard), REDIRECT_MS);
        },
        onError: (error) =>
          toast({
            title: t('partner.failed'),
            description: error instanceof ApiError ? errorMessage(error, t('partner.failedFallback')) : t('partner.failedDetail'),
            variant: 'destructive',
          }),
      },
    );
  const refused = (errors: FieldErrors<OnboardingFields>) => {
    const problem = firstProblem(errors);
    if (problem) toast({ title: t(problem.title), description: errorText(problem.description), variant: 'destructive' });
  };

  const inviterName = invite.primary_user_name || inviter || t('partner.yourPartner');
  const link = (href: string) => (text: ReactNode[]) => (
    <a href={href} className="font-medium text-brand-700 underline">
      {text}
    </a>
  );
  return (
    <CenteredCard
      title={t('partner.title', { name: invite.partner_first_name })}
      subtitle={t('partner.subtitle', { inviter: inviterName })}
      footer={rich('partner.questions', {
        email: SITE_INFO.supportEmail,
        mail: (text) => (
          <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-semibold text-brand-700 underline">
            {text}
          </a>
        ),
      })}
    >
      <form onSubmit={form.handleSubmit(submit, refused)} noValidate className="space-y-5">
        <MemberDetailsFields form={values} update={bindPatch(form)} />
        <PasswordField
          label={t('partner.password')}
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={FIELD_LIMITS.password}
          {...bindValue(form, 'password')}
        >
          <PasswordStrengthMeter password={values.password} />
        </PasswordField>
        <PasswordField
          label={t('partner.confirmPassword')}
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={FIELD_LIMITS.password}
          {...bindValue(form, 'confirm_password')}
        />
        <Checkbox required checked={values.accepted_terms} onCheckedChange={bindValue(form, 'accepted_terms').onValueChange}>
          {rich('partner.agree', { terms: link(paths.terms), privacy: link(paths.privacy) })}
        </Checkbox>
        <Checkbox checked={values.marketingOptIn} onCheckedChange={bindValue(form, 'marketingOptIn').onValueChange}>
          {t('partner.marketing')}
        </Checkbox>
        {/* Stays busy until the redirect: a second submit would only meet the used invitation. */}
        <Button type="submit" className="w-full" disabled={complete.isPending || complete.isSuccess}>
          {complete.isPending || complete.isSuccess ? t('partner.creating') : t('partner.submit')}
        </Button>
      </form>
    </CenteredCard>
  );
}
