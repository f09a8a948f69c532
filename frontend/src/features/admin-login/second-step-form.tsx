import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { useAdminLoginSecondFactor } from '../../api/generated/admin/admin';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';

const EXPIRED = 'IDENTITY.NO_TWO_FACTOR_SIGN_IN';

/** The admin sign-in's second step: the app's 6-digit code, or one of the recovery codes. */
export function SecondStepForm({ onSignedIn, onRestart, checking }: { onSignedIn(): void; onRestart(): void; checking: boolean }) {
  const t = useT();
  const verify = useAdminLoginSecondFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const expired = verify.error instanceof ApiError && verify.error.body?.code === EXPIRED;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const entered = value.trim();
        verify.mutate({ data: useRecovery ? { recovery_code: entered } : { code: entered } }, { onSuccess: onSignedIn });
      }}
    >
      {verify.error && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(verify.error, t('admin.secondStep.invalidCode'))}
        </p>
      )}
      {useRecovery ? (
        <TextField label={t('admin.secondStep.recoveryCode')} autoComplete="off" value={value} onValueChange={setValue} required />
      ) : (
        <TextField
          label={t('admin.secondStep.authenticationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          onValueChange={setValue}
          required
        />
      )}
      <Button type="submit" className="w-full" busy={verify.isPending || checking}>
        {t('admin.secondStep.verify')}
      </Button>
      <div className="flex justify-between text-sm">
        <button type="button" className="text-brand-700 underline" onClick={() => (setUseRecovery((recovery) => !recovery), setValue(''), verify.reset())}>
          {useRecovery ? t('admin.secondStep.useApp') : t('admin.secondStep.useRecovery')}
        </button>
        {expired && (
          <button type="button" className="text-brand-700 underline" onClick={onRestart}>
            {t('admin.secondStep.signInAgain')}
          </button>
        )}
      </div>
    </form>
  );
}
