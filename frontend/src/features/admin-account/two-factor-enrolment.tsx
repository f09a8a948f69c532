import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getAdminAccessQueryKey, useConfirmTwoFactorEnrolment, useStartTwoFactorEnrolment } from '../../api/generated/admin/admin';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useMarkStale } from '../../lib/query-client';
import { useRichT, useT } from '../../i18n/use-t';

/**
 * Two-factor enrolment: a QR code (and the secret as text) for an authenticator app, the
 * first code to confirm, then the ten recovery codes, shown this once.
 */
export function TwoFactorEnrolment({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const rich = useRichT();
  const markStale = useMarkStale();
  const start = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactorEnrolment();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return (
      <section aria-labelledby="recovery-codes-title" className="space-y-4">
        <h3 id="recovery-codes-title" className="text-lg font-semibold text-ink">
          {t('admin.enrol.saveTitle')}
        </h3>
        <p className="text-sm text-stone-600">{t('admin.enrol.saveText')}</p>
        <ul aria-label={t('admin.enrol.recoveryCodes')} className="grid grid-cols-2 gap-2 rounded-2xl bg-stone-50 p-4 font-mono text-sm">
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </ul>
        <Button
          onClick={() => {
            markStale([getAdminAccessQueryKey()]);
            onDone?.();
          }}
        >
          {t('admin.enrol.saved')}
        </Button>
      </section>
    );
  }

  const enrolment = start.data;
  if (!enrolment) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-stone-600">{t('admin.enrol.intro')}</p>
        {start.error && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(start.error, t('admin.enrol.startFailed'))}
          </p>
        )}
        <Button onClick={() => start.mutate()} busy={start.isPending}>
          {t('admin.enrol.start')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ data: { code: code.trim() } }, { onSuccess: (answer) => setRecoveryCodes(answer.recovery_codes) });
      }}
    >
      <p className="text-sm text-stone-600">{t('admin.enrol.scan')}</p>
      <img src={enrolment.qr_code} alt={t('admin.enrol.qrAlt')} width={220} height={220} className="rounded-xl border border-stone-200" />
      <p className="text-xs text-stone-500">
        {rich('admin.enrol.cantScan', { secret: enrolment.secret, code: (text) => <code className="select-all font-mono">{text}</code> })}
      </p>
      <TextField
        label={t('admin.enrol.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
        error={confirm.error ? errorMessage(confirm.error, t('admin.secondStep.invalidCode')) : undefined}
        required
      />
      <Button type="submit" busy={confirm.isPending}>
        {t('admin.enrol.confirm')}
      </Button>
    </form>
  );
}
