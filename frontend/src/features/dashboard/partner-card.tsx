import { FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import type { PartnerDto } from '../../api/generated/model';
import { getGetUserPartnerQueryKey, useSendPartnerInvitation } from '../../api/generated/partner/partner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { isEmail } from '../../lib/email';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { LOCKED_FADE } from './locked-fade';

/** The partner counts as present once they have an id and a verified email. */
export const hasPartner = (partner: PartnerDto | undefined) => Boolean(partner?.id && partner.email_verified);

export function PartnerCard({ partner, locked }: { partner: PartnerDto | undefined; locked: boolean }) {
  const [open, setOpen] = useState(false);
  const present = hasPartner(partner);
  return (
    <section aria-labelledby="partner-card" className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 ${locked ? LOCKED_FADE : ''}`}>
      <h2 id="partner-card" className="text-lg font-bold text-ink">
        Your partner
      </h2>
      {present ? (
        <p className="mt-2 text-sm text-stone-700">
          {partner?.first_name} has joined your couple profile.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-700">
            {partner?.status === 'invited' ? `Invitation sent to ${partner.email}. You can send it again.` : 'Invite your partner so you both can see your dinners.'}
          </p>
          <Button variant="secondary" className="mt-4" disabled={locked} onClick={() => setOpen(true)}>
            Invite Partner
          </Button>
        </>
      )}
      {open && <InvitePartnerDialog open onClose={() => setOpen(false)} initialEmail={partner?.email ?? ''} />}
    </section>
  );
}

function InvitePartnerDialog({ open, onClose, initialEmail }: { open: boolean; onClose(): void; initialEmail: string }) {
  const { toast } = useToast();
  const [email, setEmail] = useState(initialEmail);
  const invite = useSendPartnerInvitation(invalidating([getGetUserPartnerQueryKey()]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return toast({ title: DASHBOARD_TEXTS.emailRequired, description: DASHBOARD_TEXTS.emailRequiredDescription, variant: 'destructive' });
    if (!isEmail(email)) return toast({ title: DASHBOARD_TEXTS.invalidEmail, description: DASHBOARD_TEXTS.invalidEmailDescription, variant: 'destructive' });
    invite.mutate(
      { data: { partner_email: email.trim() } },
      {
        onSuccess: () => {
          toast({ title: DASHBOARD_TEXTS.invitationSent, description: `We emailed an invitation to ${email.trim()}.`, variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: DASHBOARD_TEXTS.invitationFailed, description: errorMessage(error, DASHBOARD_TEXTS.invitationFailedFallback), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title="Invite your partner">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Partner's email" type="email" maxLength={FIELD_LIMITS.email} value={email} onValueChange={setEmail} autoComplete="email" />
        <Button type="submit" className="w-full" busy={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </form>
    </Dialog>
  );
}
