import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import { getListApiKeysQueryKey, useCreateApiKey, useListApiKeys, useRevokeApiKey } from '../../api/generated/integrations/integrations';
import { ApiKeyDto, CreatedApiKeyDto, CreateApiKeyDtoScopesItem } from '../../api/generated/model';
import { createApiKeyBody } from '../../api/generated/zod/integrations/integrations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FieldError, TextField } from '../../components/ui/field';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { bindField, bindValue } from '../../lib/forms/bind-field';
import { FormMessages } from '../../lib/forms/form-messages';
import { trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import { formatWhen } from './integration-times';
import type { MessageId } from '../../i18n/catalogues';
import { useT, useWording, type Translate, type Wording } from '../../i18n/use-t';

const SCOPES: { value: CreateApiKeyDtoScopesItem; label: MessageId }[] = [
  { value: 'dinners:read', label: 'admin.integrations.keys.scope.dinnersRead' },
  { value: 'bookings:read', label: 'admin.integrations.keys.scope.bookingsRead' },
  { value: 'reservations:read', label: 'admin.integrations.keys.scope.reservationsRead' },
  { value: 'reservations:write', label: 'admin.integrations.keys.scope.reservationsWrite' },
  { value: 'webhooks:manage', label: 'admin.integrations.keys.scope.webhooksManage' },
];

const body = createApiKeyBody.shape;
const keyFormSchema = z.object({
  name: trimmed(body.name.min(1)),
  scopes: body.scopes,
  cities: z.string(),
  expires: z.string(),
});
type KeyFormValues = z.input<typeof keyFormSchema>;
const keyMessages = (t: Translate): FormMessages<KeyFormValues> => ({
  name: { required: t('admin.integrations.keys.nameRequired'), tooLong: t('admin.integrations.keys.nameTooLong') },
  scopes: t('admin.integrations.keys.scopesRequired'),
});
const EMPTY: KeyFormValues = { name: '', scopes: [], cities: '', expires: '' };

const STATE_BADGE: Record<ApiKeyDto['state'], { label: MessageId; variant: 'success' | 'destructive' | 'secondary' }> = {
  active: { label: 'admin.integrations.keys.state.active', variant: 'success' },
  revoked: { label: 'admin.integrations.keys.state.revoked', variant: 'destructive' },
  expired: { label: 'admin.integrations.keys.state.expired', variant: 'secondary' },
};

/** What a key reaches: its scopes, its cities and when it expires. */
function reachOf(key: ApiKeyDto, { t, locale }: Wording): string {
  const cities = key.cities ? key.cities.join(', ') : t('admin.integrations.keys.everyCity');
  const parts = [key.scopes.join(', '), cities];
  if (key.expires_at) parts.push(t('admin.integrations.keys.expires', { when: formatWhen(key.expires_at, locale) }));
  return parts.join(' · ');
}

/** When and from where a key was last used. */
function lastUseOf(key: ApiKeyDto, { t, locale }: Wording): string {
  if (!key.last_used_at) return t('admin.integrations.keys.neverUsed');
  const when = formatWhen(key.last_used_at, locale);
  return key.last_used_address
    ? t('admin.integrations.keys.lastUsed', { when, address: key.last_used_address })
    : t('admin.integrations.keys.lastUsedUnknownAddress', { when });
}

/** The secret of a key just created: shown here once, never again. */
function NewSecret({ created, onDone }: { created: CreatedApiKeyDto; onDone(): void }) {
  const t = useT();
  return (
    <div role="status" className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{t('admin.integrations.keys.secretIntro', { name: created.name })}</p>
      <code aria-label={t('admin.integrations.keys.secretLabel')} className="block break-all rounded-lg bg-white px-3 py-2 font-mono text-xs text-stone-900">
        {created.secret}
      </code>
      <Button variant="secondary" className="px-3 py-1" onClick={onDone}>
        {t('admin.integrations.keys.secretCopied')}
      </Button>
    </div>
  );
}

/** API keys for integrations: create one (its secret shown once), see when each was last used, revoke. */
export function ApiKeysPanel() {
  const wording = useWording();
  const { t } = wording;
  const { toast } = useToast();
  const keys = useListApiKeys();
  const create = useCreateApiKey(invalidating([getListApiKeysQueryKey()]));
  const revoke = useRevokeApiKey(invalidating([getListApiKeysQueryKey()]));
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const form = useServerForm(keyFormSchema, { defaultValues: EMPTY, messages: keyMessages(t) });
  const scopes = bindValue(form, 'scopes');
  const scopesError = form.getFieldState('scopes', form.formState).error?.message;

  const onSubmit = (values: z.output<typeof keyFormSchema>) => {
    const cities = values.cities
      .split(',')
      .map((city) => city.trim())
      .filter(Boolean);
    create.mutate(
      {
        data: {
          name: values.name,
          scopes: values.scopes,
          cities,
          ...(values.expires ? { expires_at: new Date(`${values.expires}T23:59:59Z`).toISOString() } : {}),
        },
      },
      {
        onSuccess: (key) => {
          setCreated(key);
          form.reset(EMPTY);
        },
        onError: (error) =>
          toast({
            title: t('admin.integrations.keys.notCreated'),
            description: errorMessage(error, t('admin.integrations.keys.notCreatedText')),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      { id: revoking.id },
      {
        onSuccess: (key) => {
          toast({
            title: t('admin.integrations.keys.revokedToast'),
            description: t('admin.integrations.keys.revokedText', { name: key.name }),
            variant: 'success',
          });
          setRevoking(null);
        },
        onError: (error) =>
          toast({
            title: t('admin.integrations.keys.notRevoked'),
            description: errorMessage(error, t('admin.integrations.keys.notRevokedText')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section aria-labelledby="api-keys-title" className="space-y-4 rounded-3xl bg-white p-5">
      <h3 id="api-keys-title" className="font-serif text-xl text-stone-900">
        {t('admin.integrations.keys.title')}
      </h3>
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={t('admin.integrations.keys.createForm')} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={t('admin.integrations.keys.name')} required maxLength={100} {...bindField(form, 'name')} />
          <TextField
            label={t('admin.integrations.keys.cities')}
            placeholder={t('admin.integrations.keys.citiesPlaceholder')}
            hint={t('admin.integrations.keys.citiesHint')}
            {...bindField(form, 'cities')}
          />
          <TextField
            label={t('admin.integrations.keys.expiresOn')}
            type="date"
            hint={t('admin.integrations.keys.expiresHint')}
            {...bindField(form, 'expires')}
          />
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('admin.integrations.keys.scopes')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {SCOPES.map((scope) => (
              <label key={scope.value} className="flex items-center gap-2 text-sm text-stone-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={scopes.value.includes(scope.value)}
                  onChange={(event) =>
                    scopes.onValueChange(event.target.checked ? [...scopes.value, scope.value] : scopes.value.filter((value) => value !== scope.value))
                  }
                />
                {t(scope.label)} <span className="font-mono text-xs text-stone-500">{scope.value}</span>
              </label>
            ))}
          </div>
          <FieldError message={scopesError} />
        </fieldset>
        <Button type="submit" busy={create.isPending}>
          {t('admin.integrations.keys.create')}
        </Button>
      </form>
      {keys.isLoading && <ListLoading label={t('admin.integrations.keys.loading')} />}
      {keys.isError && <ListError message={t('admin.integrations.keys.loadFailed')} onRetry={() => void keys.refetch()} />}
      {keys.data && keys.data.keys.length === 0 && <ListEmpty title={t('admin.integrations.keys.none')} />}
      {keys.data && keys.data.keys.length > 0 && (
        <ul aria-label={t('admin.integrations.keys.title')} className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
          {keys.data.keys.map((key) => (
            <li key={key.id} aria-label={key.name} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{key.name}</span>
                  <span className="font-mono text-xs text-stone-500">{t('admin.integrations.keys.hint', { hint: key.hint })}</span>
                  <Badge variant={STATE_BADGE[key.state].variant}>{t(STATE_BADGE[key.state].label)}</Badge>
                </div>
                <p className="text-stone-600">{reachOf(key, wording)}</p>
                <p className="text-xs text-stone-500">{lastUseOf(key, wording)}</p>
              </div>
              {key.state === 'active' && (
                <Button variant="secondary" className="px-3 py-1" onClick={() => setRevoking(key)}>
                  {t('admin.integrations.keys.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('admin.integrations.keys.revokeTitle')}
        confirmLabel={t('admin.integrations.keys.revokeConfirm')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      >
        {t('admin.integrations.keys.revokeText', { name: revoking?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
