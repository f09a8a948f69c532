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
import { LOGIN_MESSAGES, loginSchema, LoginValues, MAGIC_LINK_NEEDS_EMAIL } from './login-form';
import { useHydrated } from '../../lib/use-hydrated';

/** /login: email and password, a magic link, the (disabled) social providers. */
export default function LoginPage() {
  useDocumentTitle('Log In');
  const { user, isLoading, setUser } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useServerForm(loginSchema, { defaultValues: { email: '', password: '' }, messages: LOGIN_MESSAGES });
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
    toast({ title: 'Login Error', description: linkError, variant: 'destructive' });
  }, [linkError, toast]);

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
          toast({ title: 'Login successful', description: `Welcome back, ${signedIn.first_name || 'Partner'}!`, variant: 'success' });
          navigate(destination, { replace: true });
        },
        onError: (error) => toast({ title: 'Login failed', description: errorMessage(error, 'Please check your email and password'), variant: 'destructive' }),
      },
    );

  const requestMagicLink = () => {
    const email = loginSchema.shape.email.safeParse(form.getValues('email'));
    if (!email.success) {
      form.setError('root', { message: MAGIC_LINK_NEEDS_EMAIL });
      return;
    }
    form.clearErrors();
    magicLink.mutate(
      { data: { email: email.data } },
      {
        onSuccess: (response) => toast({ title: 'Check your email', description: response.message, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Request failed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  const { errors } = form.formState;
  // One message above the form: the spec words the two fields' rule as one.
  const formError = errors.root?.message ?? errors.password?.message ?? errors.email?.message;

  return (
    <CenteredCard
      title="Welcome back"
      subtitle="Sign in to see your upcoming dinners."
      footer={
        <>
          New to Tablemates?{' '}
          <Link to={paths.signup} className="font-semibold text-brand-700 underline">
            Create an account
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
          <TextField label="Email" type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} {...bindValue(form, 'email')} />
          <div>
            <PasswordField label="Password" autoComplete="current-password" required {...bindValue(form, 'password')} />
            <div className="mt-2 text-right">
              <Link to={paths.resetPassword} className="text-sm font-medium text-brand-700 hover:underline">
                Forgot password?
              </Link>
            </div>
          </div>
          <Button type="submit" className="w-full" busy={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
          <Button variant="ghost" className="w-full" busy={magicLink.isPending} onClick={requestMagicLink}>
            {magicLink.isPending ? 'Sending...' : 'Email me a sign-in link'}
          </Button>
        </fieldset>
      </form>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500">
        <span className="h-px flex-1 bg-stone-200" />
        or continue with
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <SocialSignInButtons />
      <button type="button" onClick={() => setDialogOpen(true)} className="mx-auto mt-4 block text-sm text-stone-500 underline hover:text-stone-700">
        More sign-in options
      </button>
      <SignInDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </CenteredCard>
  );
}
