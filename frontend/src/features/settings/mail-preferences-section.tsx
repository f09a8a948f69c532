import { useQueryClient } from '@tanstack/react-query';
import { ReactNode, useId } from 'react';
import { errorMessage } from '../../api/api-error';
import {
  getGetAccountSettingsQueryKey,
  getGetMemberNewsletterQueryKey,
  useGetAccountSettings,
  useGetMemberNewsletter,
  useUpdateMailPreferences,
  useUpdateMemberNewsletter,
} from '../../api/generated/account/account';
import { Switch } from '../../components/ui/switch';
import { useToast } from '../../components/ui/toast';
import { useAuth } from '../../lib/auth/auth-context';

import { useT } from '../../i18n/use-t';

/**
 * Settings: the mails a member may turn off (dinner reminders; the newsletter, recorded as
 * marketing consent, once the sign-in address is verified), and the ones that always come
 * because they report a booking's changes.
 */
export function MailPreferencesSection() {
  const { user } = useAuth();
  const verified = user?.email_verified === true;
  const settings = useGetAccountSettings();
  const newsletter = useGetMemberNewsletter({ query: { enabled: verified } });
  const reminders = useUpdateMailPreferences();
  const subscription = useUpdateMemberNewsletter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT();
  const failed = (error: unknown) =>
    toast({ title: t('settings.mail.notSaved'), description: errorMessage(error, t('settings.mail.saveFailed')), variant: 'destructive' });

  const setReminders = (on: boolean) =>
    reminders.mutate(
      { data: { dinner_reminders: on } },
      {
        onSuccess: (saved) => {
          if (settings.data) queryClient.setQueryData(getGetAccountSettingsQueryKey(), { ...settings.data, dinner_reminders: saved.dinner_reminders });
          toast({
            title: t('settings.mail.saved'),
            description: saved.dinner_reminders ? t('settings.mail.remindersOn') : t('settings.mail.remindersOff'),
            variant: 'success',
          });
        },
        onError: failed,
      },
    );

  const setNewsletter = (on: boolean) =>
    subscription.mutate(
      { data: { subscribed: on } },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(getGetMemberNewsletterQueryKey(), saved);
          toast({
            title: t('settings.mail.saved'),
            description: saved.subscribed ? t('settings.mail.subscribed') : t('settings.mail.unsubscribed'),
            variant: 'success',
          });
        },
        onError: failed,
      },
    );

  if (!user || settings.isLoading || newsletter.isLoading) return <p className="text-stone-600">{t('settings.loading')}</p>;
  if (!settings.data || (verified && !newsletter.data))
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(settings.error ?? newsletter.error, t('settings.mail.loadFailed'))}
      </p>
    );

  return (
    <div className="space-y-5">
      <Preference
        label={t('settings.mail.reminders')}
        description={t('settings.mail.remindersHint')}
        checked={settings.data.dinner_reminders}
        disabled={reminders.isPending}
        onChange={setReminders}
      />
      {verified && newsletter.data ? (
        <Preference
          label={t('settings.mail.newsletter')}
          description={t('settings.mail.newsletterHint', { consent: newsletter.data.consent_text })}
          checked={newsletter.data.subscribed}
          disabled={subscription.isPending}
          onChange={setNewsletter}
        />
      ) : (
        <div>
          <p className="font-medium text-ink">{t('settings.mail.newsletter')}</p>
          <p className="mt-1 text-sm text-stone-600">{t('settings.mail.verifyFirst')}</p>
        </div>
      )}
      <p className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">{t('settings.mail.alwaysSent')}</p>
    </div>
  );
}

interface PreferenceProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange(on: boolean): void;
}

function Preference({ label, description, checked, disabled, onChange }: PreferenceProps) {
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p className="font-medium text-ink">{label}</p>
        <p id={descriptionId} className="mt-1 text-sm text-stone-600">
          {description}
        </p>
      </div>
      <Switch label={label} describedBy={descriptionId} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}
