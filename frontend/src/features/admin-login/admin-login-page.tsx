import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { useAdminLogin } from '../../api/generated/admin/admin';
import { SecondStepForm } from './second-step-form';
import { getGetAdminStatusQueryOptions, getGetMeQueryOptions, useGetAdminStatus } from '../../api/generated/auth/auth';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { adminLoginBody } from '../../api/generated/zod/admin/admin';
import { bindValue } from '../../lib/forms/bind-field';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useT, type Translate } from '../../i18n/use-t';

/** The admin login body, the password also required on screen (the server only compares it). */
const adminLoginSchema = adminLoginBody.extend({ email: trimmed(adminLoginBody.shape.email), password: filled(adminLoginBody.shape.password) });
const adminLoginMessages = (t: Translate) => {
  const bothRequired = t('admin.login.bothRequired');
  return { email: { required: bothRequired, invalid: t('admin.login.invalidEmail') }, password: bothRequired };
};

/** /admin: the admin sign-in, titled 'Admin Portal'. */
export default function AdminLoginPage() {
  const t = useT();
  useDocumentTitle(t('admin.login.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const status = useGetAdminStatus();
  const adminLogin = useAdminLogin();
  const form = useServerForm(adminLoginSchema, { defaultValues: { email: '', password: '' }, messages: adminLoginMessages(t) });
  const [checking, setChecking] = useState(false);
  const [secondStep, setSecondStep] = useState(false);

  if (status.isLoading) return <Spinner />;
  if (status.data?.isAuthenticated) return <Navigate to={paths.adminDashboard} replace />;

  const invalidCredentials = t('admin.login.invalidCredentials');
  const denied = (description: string) => toast({ title: t('admin.login.accessDenied'), description, variant: 'destructive' });
  const unreachable = () => toast({ title: t('admin.login.connectionError'), description: t('admin.login.unreachable'), variant: 'destructive' });

  /** After the login call, the admin status call decides; the current user is refreshed for the admin guard. */
  const confirmAdmin = async () => {
    setChecking(true);
    try {
      const confirmed = await queryClient.fetchQuery({ ...getGetAdminStatusQueryOptions(), staleTime: 0 });
      if (!confirmed.isAuthenticated) return denied(invalidCredentials);
      await queryClient.fetchQuery({ ...getGetMeQueryOptions(), staleTime: 0 });
      navigate(paths.adminDashboard, { replace: true });
    } catch {
      unreachable();
    } finally {
      setChecking(false);
    }
  };

  const signIn = (data: z.output<typeof adminLoginSchema>) =>
    adminLogin.mutate(
      { data },
      {
        onSuccess: (response) => {
          if (!response.success) return denied(response.message || invalidCredentials);
          if (response.two_factor_required) return setSecondStep(true);
          void confirmAdmin();
        },
        onError: (error) => (error instanceof ApiError ? denied(errorMessage(error, invalidCredentials)) : unreachable()),
      },
    );

  // One message above the form: the two fields' rule is worded as one.
  const formError = form.formState.errors.password?.message ?? form.formState.errors.email?.message;
  const busy = adminLogin.isPending || checking;
  if (secondStep) {
    return (
      <CenteredCard title={t('admin.login.title')} subtitle={t('admin.login.secondStep')}>
        <SecondStepForm onSignedIn={() => void confirmAdmin()} onRestart={() => setSecondStep(false)} checking={checking} />
      </CenteredCard>
    );
  }
  return (
    <CenteredCard title={t('admin.login.title')} subtitle={t('admin.login.subtitle')}>
      <form onSubmit={form.handleSubmit(signIn)} noValidate className="space-y-5">
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <TextField label={t('admin.login.email')} type="email" autoComplete="username" required {...bindValue(form, 'email')} />
        <PasswordField label={t('admin.login.password')} autoComplete="current-password" required {...bindValue(form, 'password')} />
        <Button type="submit" className="w-full" busy={busy}>
          {busy ? t('admin.login.signingIn') : t('admin.login.signIn')}
        </Button>
      </form>
    </CenteredCard>
  );
}
