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
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { FIELD_LIMITS } from '../../lib/field-limits';

const inviteSchema = sendPartnerInvitationBody.extend({ partner_email: trimmed(sendPartnerInvitationBody.shape.partner_email) });

/** The spec words a refused email as a toast: its title is the field's message, with a description per message. */
const INVITE_MESSAGES = { partner_email: { required: DASHBOARD_TEXTS.emailRequired, invalid: DASHBOARD_TEXTS.invalidEmail } };
const INVITE_DESCRIPTIONS: Record<string, string> = {
  [DASHBOARD_TEXTS.emailRequired]: DASHBOARD_TEXTS.emailRequiredDescription,
  [DASHBOARD_TEXTS.invalidEmail]: DASHBOARD_TEXTS.invalidEmailDescription,
};

export function InvitePartnerDialog({ open, onClose, initialEmail }: { open: boolean; onClose(): void; initialEmail: string }) {
  const { toast } = useToast();
  const form = useServerForm(inviteSchema, { defaultValues: { partner_email: initialEmail }, messages: INVITE_MESSAGES });
  const invite = useSendPartnerInvitation(invalidating([getGetUserPartnerQueryKey()]));

  const refused = (message: string = DASHBOARD_TEXTS.invalidEmail) =>
    toast({ title: message, description: INVITE_DESCRIPTIONS[message], variant: 'destructive' });

  const submit = (data: z.output<typeof inviteSchema>) =>
    invite.mutate(
      { data },
      {
        onSuccess: () => {
          toast({ title: DASHBOARD_TEXTS.invitationSent, description: `We emailed an invitation to ${data.partner_email}.`, variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: DASHBOARD_TEXTS.invitationFailed,
            description: errorMessage(error, DASHBOARD_TEXTS.invitationFailedFallback),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Dialog open={open} onClose={onClose} title="Invite your partner">
      <form onSubmit={form.handleSubmit(submit, (errors) => refused(errors.partner_email?.message))} noValidate className="space-y-4">
        <TextField label="Partner's email" type="email" maxLength={FIELD_LIMITS.email} {...bindValue(form, 'partner_email')} autoComplete="email" />
        <Button type="submit" className="w-full" busy={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </form>
    </Dialog>
  );
}
