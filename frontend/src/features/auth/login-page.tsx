import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useLogin, useRequestMagicLink } from '../../api/generated/auth/auth';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { userOf } from '../../lib/auth/auth-user';
import { RETURN_TO_PARAM, safeReturnTo } from '../../lib/return-to';
import { SignInDialog } from './sign-in-dialog';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { useDocumentTitle } from '../../lib/document-title';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import { loginMessages, loginSchema, LoginValues } from './login-form';
import { useT } from '../../i18n/use-t';
import { SITE_INFO } from '../../lib/site-info';
import { useHydrated } from '../../lib/use-hydrated';

/** /login: email and password, a magic link, the (disabled) social providers. */
export default function LoginPage() {
  const t = useT();
  useDocumentTitle(t('auth.login.documentTitle'));
  const { user, isLoading, setUser } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useServerForm(loginSchema, { defaultValues: { email: '', password: '' }, messages: loginMessages(t) });
  const [dialogOpen, setDialogOpen] = useState(false);
  const login = useLogin();
  const magicLink = useRequestMagicLink();
  const hydrated = useHydrated();

  // An 'error' query parameter (e.g. from a failed link) is shown once as a toast.
  const shownError = useRef<string | null>(null);
  const linkError = params.get('error');
  useEffect(() => {
    if (!linkError || shownError.current === linkError) return;
    shownError.current = linkError;
    toast({ title: t('auth.login.linkError'), description: linkError, variant: 'destructive' });
  }, [linkError, toast, t]);

  // A deep link opened signed out (e.g. /book/{id}) is where the sign-in returns.
  const destination = safeReturnTo(params.get(RETURN_TO_PARAM)) ?? paths.dashboard;

  if (isLoading) return <Spinner />;
  // Covers both a visitor who is already signed in and the moment right after a successful login.
  if (user) return <Navigate to={destination} replace />;

  const signIn = (data: LoginValues) =>
    login.mutate(
      { data },
      {
        onSuccess: (response) => {
          const signedIn = userOf(response);
          setUser(signedIn);
          toast({
            title: t('auth.login.success'),
            description: t('auth.login.welcomeBack', { name: signedIn.first_name || t('auth.login.partner') }),
            variant: 'success',
          });
          navigate(destination, { replace: true });
        },
        onError: (error) =>
          toast({ title: t('auth.login.failed'), description: errorMessage(error, t('auth.login.checkCredentials')), variant: 'destructive' }),
      },
    );

  const requestMagicLink = () => {
    const email = loginSchema.shape.email.safeParse(form.getValues('email'));
    if (!email.success) {
      form.setError('root', { message: t('auth.login.magicLinkNeedsEmail') });
      return;
    }
    form.clearErrors();
    magicLink.mutate(
      { data: { email: email.data } },
      {
        onSuccess: (response) => toast({ title: t('auth.login.checkEmail'), description: response.message, variant: 'success' }),
        onError: (error) =>
          toast({ title: t('auth.login.requestFailed'), description: errorMessage(error, t('auth.login.somethingWrong')), variant: 'destructive' }),
      },
    );
  };

  const { errors } = form.formState;
  // One message above the form: the spec words the two fields' rule as one.
  const formError = errors.root?.message ?? errors.password?.message ?? errors.email?.message;

  return (
    <CenteredCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.newHere', { appName: SITE_INFO.name })}{' '}
          <Link to={paths.signup} className="font-semibold text-brand-700 underline">
            {t('auth.login.createAccount')}
          </Link>
        </>
      }
    >
      {/* POST: the page is prerendered, and a form sent before its script runs must not put the password in the address. */}
      {/* Disabled until hydrated: an email typed into the prerendered field before React took it over was reset to the empty state. */}
      <form onSubmit={form.handleSubmit(signIn)} method="post" noValidate>
        <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
          {formError && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {formError}
            </p>
          )}
          <TextField label={t('auth.login.email')} type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} {...bindValue(form, 'email')} />
          <div>
            <PasswordField label={t('auth.login.password')} autoComplete="current-password" required {...bindValue(form, 'password')} />
            <div className="mt-2 text-right">
              <Link to={paths.resetPassword} className="text-sm font-medium text-brand-700 hover:underline">
                {t('auth.login.forgotPassword')}
              </Link>
            </div>
          </div>
          <Button type="submit" className="w-full" busy={login.isPending}>
            {login.isPending ? t('auth.login.signingIn') : t('auth.login.signIn')}
          </Button>
          <Button variant="ghost" className="w-full" busy={magicLink.isPending} onClick={requestMagicLink}>
            {magicLink.isPending ? t('auth.login.sending') : t('auth.login.magicLink')}
          </Button>
        </fieldset>
      </form>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500">
        <span className="h-px flex-1 bg-stone-200" />
        {t('auth.login.orContinueWith')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <SocialSignInButtons />
      <button type="button" onClick={() => setDialogOpen(true)} className="mx-auto mt-4 block text-sm text-stone-500 underline hover:text-stone-700">
        {t('auth.login.moreOptions')}
      </button>
      <SignInDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </CenteredCard>
  );
}
