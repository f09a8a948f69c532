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

const SCOPES: { value: CreateApiKeyDtoScopesItem; label: string }[] = [
  { value: 'dinners:read', label: 'Read dinners' },
  { value: 'bookings:read', label: 'Read bookings' },
  { value: 'reservations:read', label: 'Read reservations' },
  { value: 'reservations:write', label: 'Answer reservations' },
  { value: 'webhooks:manage', label: 'Manage webhooks' },
];

const body = createApiKeyBody.shape;
const keyFormSchema = z.object({
  name: trimmed(body.name.min(1)),
  scopes: body.scopes,
  cities: z.string(),
  expires: z.string(),
});
type KeyFormValues = z.input<typeof keyFormSchema>;
const KEY_MESSAGES: FormMessages<KeyFormValues> = {
  name: { required: 'Please name the key.', tooLong: 'The name cannot exceed 100 characters.' },
  scopes: 'Choose at least one scope.',
};
const EMPTY: KeyFormValues = { name: '', scopes: [], cities: '', expires: '' };

const STATE_BADGE: Record<ApiKeyDto['state'], { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  active: { label: 'Active', variant: 'success' },
  revoked: { label: 'Revoked', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'secondary' },
};

/** The secret of a key just created: shown here once, never again. */
function NewSecret({ created, onDone }: { created: CreatedApiKeyDto; onDone(): void }) {
  return (
    <div role="status" className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Copy the key for {created.name} now: it is shown only once.</p>
      <code aria-label="New API key" className="block break-all rounded-lg bg-white px-3 py-2 font-mono text-xs text-stone-900">
        {created.secret}
      </code>
      <Button variant="secondary" className="px-3 py-1" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

/** API keys for integrations: create one (its secret shown once), see when each was last used, revoke. */
export function ApiKeysPanel() {
  const { toast } = useToast();
  const keys = useListApiKeys();
  const create = useCreateApiKey(invalidating([getListApiKeysQueryKey()]));
  const revoke = useRevokeApiKey(invalidating([getListApiKeysQueryKey()]));
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const form = useServerForm(keyFormSchema, { defaultValues: EMPTY, messages: KEY_MESSAGES });
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
        onError: (error) => toast({ title: 'Key not created', description: errorMessage(error, 'The key could not be created.'), variant: 'destructive' }),
      },
    );
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      { id: revoking.id },
      {
        onSuccess: (key) => {
          toast({ title: 'Key revoked', description: `${key.name} no longer works.`, variant: 'success' });
          setRevoking(null);
        },
        onError: (error) => toast({ title: 'Key not revoked', description: errorMessage(error, 'The key could not be revoked.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="api-keys-title" className="space-y-4 rounded-3xl bg-white p-5">
      <h3 id="api-keys-title" className="font-serif text-xl text-stone-900">
        API keys
      </h3>
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Create an API key" className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label="Name" required maxLength={100} {...bindField(form, 'name')} />
          <TextField label="Cities" placeholder="Every city" hint="Comma-separated; empty for every city." {...bindField(form, 'cities')} />
          <TextField label="Expires on" type="date" hint="Empty: never." {...bindField(form, 'expires')} />
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-700">Scopes</legend>
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
                {scope.label} <span className="font-mono text-xs text-stone-500">{scope.value}</span>
              </label>
            ))}
          </div>
          <FieldError message={scopesError} />
        </fieldset>
        <Button type="submit" busy={create.isPending}>
          Create key
        </Button>
      </form>
      {keys.isLoading && <ListLoading label="Loading keys..." />}
      {keys.isError && <ListError message="Failed to load the keys" onRetry={() => void keys.refetch()} />}
      {keys.data && keys.data.keys.length === 0 && <ListEmpty title="No API keys yet" />}
      {keys.data && keys.data.keys.length > 0 && (
        <ul aria-label="API keys" className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
          {keys.data.keys.map((key) => (
            <li key={key.id} aria-label={key.name} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{key.name}</span>
                  <span className="font-mono text-xs text-stone-500">{key.hint}…</span>
                  <Badge variant={STATE_BADGE[key.state].variant}>{STATE_BADGE[key.state].label}</Badge>
                </div>
                <p className="text-stone-600">
                  {key.scopes.join(', ')} · {key.cities ? key.cities.join(', ') : 'every city'}
                  {key.expires_at && ` · expires ${formatWhen(key.expires_at)}`}
                </p>
                <p className="text-xs text-stone-500">
                  {key.last_used_at ? `Last used ${formatWhen(key.last_used_at)} from ${key.last_used_address ?? 'an unknown address'}` : 'Never used'}
                </p>
              </div>
              {key.state === 'active' && (
                <Button variant="secondary" className="px-3 py-1" onClick={() => setRevoking(key)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this key?"
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      >
        {revoking?.name} stops working at once, for good. The integration needs a new key to continue.
      </ConfirmDialog>
    </section>
  );
}
