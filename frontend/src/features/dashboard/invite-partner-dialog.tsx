import type { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import { getGetUserPartnerQueryKey, useSendPartnerInvitation } from '../../api/generated/partner/partner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { sendPartnerInvitationBody } from '../../api/generated/zod/partner/partner';
import { bindValue } from '../../lib/forms/bind-field';
import { trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useT, type Translate } from '../../i18n/use-t';
import { FIELD_LIMITS } from '../../lib/field-limits';

const inviteSchema = sendPartnerInvitationBody.extend({ partner_email: trimmed(sendPartnerInvitationBody.shape.partner_email) });

/** The spec words a refused email as a toast: its title is the field's message, with a description per message. */
const inviteMessages = (t: Translate) => ({ partner_email: { required: t('dashboard.invite.emailRequired'), invalid: t('dashboard.invite.invalidEmail') } });

export function InvitePartnerDialog({ open, onClose, initialEmail }: { open: boolean; onClose(): void; initialEmail: string }) {
  const t = useT();
  const { toast } = useToast();
  const form = useServerForm(inviteSchema, { defaultValues: { partner_email: initialEmail }, messages: inviteMessages(t) });
  const descriptions: Record<string, string> = {
    [t('dashboard.invite.emailRequired')]: t('dashboard.invite.emailRequiredDescription'),
    [t('dashboard.invite.invalidEmail')]: t('dashboard.invite.invalidEmailDescription'),
  };
  const invite = useSendPartnerInvitation(invalidating([getGetUserPartnerQueryKey()]));

  const refused = (message: string = t('dashboard.invite.invalidEmail')) =>
    toast({ title: message, description: descriptions[message], variant: 'destructive' });

  const submit = (data: z.output<typeof inviteSchema>) =>
    invite.mutate(
      { data },
      {
        onSuccess: () => {
          toast({ title: t('dashboard.invite.sent'), description: t('dashboard.invite.sentTo', { email: data.partner_email }), variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: t('dashboard.invite.failed'),
            description: errorMessage(error, t('dashboard.invite.failedFallback')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Dialog open={open} onClose={onClose} title={t('dashboard.invite.title')}>
      <form onSubmit={form.handleSubmit(submit, (errors) => refused(errors.partner_email?.message))} noValidate className="space-y-4">
        <TextField label={t('dashboard.invite.email')} type="email" maxLength={FIELD_LIMITS.email} {...bindValue(form, 'partner_email')} autoComplete="email" />
        <Button type="submit" className="w-full" busy={invite.isPending}>
          {invite.isPending ? t('dashboard.invite.sending') : t('dashboard.invite.send')}
        </Button>
      </form>
    </Dialog>
  );
}
