import { lazy, Suspense, useState } from 'react';
import type { PartnerDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { LOCKED_FADE } from './locked-fade';
import { useT } from '../../i18n/use-t';

// The invitation form (and the form library behind it) loads when a member opens it, not with the dashboard.
const InvitePartnerDialog = lazy(() => import('./invite-partner-dialog').then((module) => ({ default: module.InvitePartnerDialog })));

/** The partner counts as present once they have an id and a verified email. */
export const hasPartner = (partner: PartnerDto | undefined) => Boolean(partner?.id && partner.email_verified);

export function PartnerCard({ partner, locked }: { partner: PartnerDto | undefined; locked: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const present = hasPartner(partner);
  return (
    <section aria-labelledby="partner-card" className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 ${locked ? LOCKED_FADE : ''}`}>
      <h2 id="partner-card" className="text-lg font-bold text-ink">
        {t('dashboard.partner.title')}
      </h2>
      {present ? (
        <p className="mt-2 text-sm text-stone-700">{t('dashboard.partner.joined', { name: partner?.first_name ?? '' })}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-700">
            {partner?.status === 'invited' ? t('dashboard.partner.invited', { email: partner.email }) : t('dashboard.partner.invite')}
          </p>
          <Button variant="secondary" className="mt-4" disabled={locked} onClick={() => setOpen(true)}>
            {t('dashboard.partner.inviteButton')}
          </Button>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <InvitePartnerDialog open onClose={() => setOpen(false)} initialEmail={partner?.email ?? ''} />
        </Suspense>
      )}
    </section>
  );
}
