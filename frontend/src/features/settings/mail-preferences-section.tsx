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

const SAVE_FAILED = 'Your choice was not saved. Please try again.';
/** The server's refusal too: until a mailed link proves the sign-in address, it may be someone else's (issue 46). */
export const VERIFY_FIRST = 'Verify your email address first: we sent you a link.';
const NEWSLETTER_LABEL = 'Newsletter and offers';

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
  const failed = (error: unknown) => toast({ title: 'Preference not saved', description: errorMessage(error, SAVE_FAILED), variant: 'destructive' });

  const setReminders = (on: boolean) =>
    reminders.mutate(
      { data: { dinner_reminders: on } },
      {
        onSuccess: (saved) => {
          if (settings.data) queryClient.setQueryData(getGetAccountSettingsQueryKey(), { ...settings.data, dinner_reminders: saved.dinner_reminders });
          toast({
            title: 'Preference saved',
            description: saved.dinner_reminders ? 'Dinner reminders are on.' : 'Dinner reminders are off.',
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
            title: 'Preference saved',
            description: saved.subscribed ? 'You are subscribed to the newsletter.' : 'You are unsubscribed from the newsletter.',
            variant: 'success',
          });
        },
        onError: failed,
      },
    );

  if (!user || settings.isLoading || newsletter.isLoading) return <p className="text-stone-600">Loading...</p>;
  if (!settings.data || (verified && !newsletter.data))
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(settings.error ?? newsletter.error, 'Your mail preferences could not be loaded. Please reload the page.')}
      </p>
    );

  return (
    <div className="space-y-5">
      <Preference
        label="Dinner reminders"
        description="A teaser a few hours before each dinner, and a request to review it afterwards."
        checked={settings.data.dinner_reminders}
        disabled={reminders.isPending}
        onChange={setReminders}
      />
      {verified && newsletter.data ? (
        <Preference
          label={NEWSLETTER_LABEL}
          description={
            <>{newsletter.data.consent_text}: new partner restaurants, dinner dates and stories from the table. Every newsletter has an unsubscribe link.</>
          }
          checked={newsletter.data.subscribed}
          disabled={subscription.isPending}
          onChange={setNewsletter}
        />
      ) : (
        <div>
          <p className="font-medium text-ink">{NEWSLETTER_LABEL}</p>
          <p className="mt-1 text-sm text-stone-600">{VERIFY_FIRST}</p>
        </div>
      )}
      <p className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">
        Some mails always come, because they tell you about your bookings: booking confirmations, the reveal of a booked dinner, cancellations and refunds, and
        account mails such as sign-in links and password resets.
      </p>
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
