import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getAdminAccessQueryKey, useConfirmTwoFactorEnrolment, useStartTwoFactorEnrolment } from '../../api/generated/admin/admin';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useMarkStale } from '../../lib/query-client';

/**
 * Two-factor enrolment: a QR code (and the secret as text) for an authenticator app, the
 * first code to confirm, then the ten recovery codes, shown this once.
 */
export function TwoFactorEnrolment({ onDone }: { onDone?: () => void }) {
  const markStale = useMarkStale();
  const start = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactorEnrolment();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) {
    return (
      <section aria-labelledby="recovery-codes-title" className="space-y-4">
        <h3 id="recovery-codes-title" className="text-lg font-semibold text-ink">
          Save your recovery codes
        </h3>
        <p className="text-sm text-stone-600">
          Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-2xl bg-stone-50 p-4 font-mono text-sm">
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
          I have saved my recovery codes
        </Button>
      </section>
    );
  }

  const enrolment = start.data;
  if (!enrolment) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-stone-600">
          Use an authenticator app (1Password, Google Authenticator, Authy…) to sign in with a code as well as your password.
        </p>
        {start.error && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(start.error, 'Could not start the setup. Please try again.')}
          </p>
        )}
        <Button onClick={() => start.mutate()} busy={start.isPending}>
          Set up two-factor sign-in
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
      <p className="text-sm text-stone-600">Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
      <img src={enrolment.qr_code} alt="QR code for your authenticator app" width={220} height={220} className="rounded-xl border border-stone-200" />
      <p className="text-xs text-stone-500">
        Can&apos;t scan it? Enter this key: <code className="select-all font-mono">{enrolment.secret}</code>
      </p>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
        error={confirm.error ? errorMessage(confirm.error, 'That code is not valid. Please try again.') : undefined}
        required
      />
      <Button type="submit" busy={confirm.isPending}>
        Confirm
      </Button>
    </form>
  );
}
