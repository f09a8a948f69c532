import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import {
  getListWebhookDeliveriesQueryKey,
  getListWebhookEndpointsQueryKey,
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useListWebhookEndpoints,
  useSendWebhookTestEvent,
  useUpdateWebhookEndpoint,
} from '../../api/generated/integrations/integrations';
import { WebhookEndpointDto } from '../../api/generated/model';
import { createWebhookEndpointBody } from '../../api/generated/zod/integrations/integrations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/field';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { bindField } from '../../lib/forms/bind-field';
import { FormMessages } from '../../lib/forms/form-messages';
import { trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import type { MessageId } from '../../i18n/catalogues';
import { useT, type Translate } from '../../i18n/use-t';

const body = createWebhookEndpointBody.shape;
const endpointFormSchema = z.object({ url: trimmed(body.url.min(1)), description: z.string().trim().max(200), eventTypes: z.string() });
type EndpointFormValues = z.input<typeof endpointFormSchema>;
const endpointMessages = (t: Translate): FormMessages<EndpointFormValues> => ({
  url: { required: t('admin.integrations.endpoints.urlRequired'), tooLong: t('admin.integrations.endpoints.urlTooLong') },
  description: { tooLong: t('admin.integrations.endpoints.descriptionTooLong') },
});
const EMPTY: EndpointFormValues = { url: '', description: '', eventTypes: '' };
type EventType = NonNullable<z.output<typeof body.event_types>>[number];
const EVENT_TYPES = body.event_types.unwrap().element.options;

const STATUS_BADGE: Record<WebhookEndpointDto['status'], { label: MessageId; variant: 'success' | 'destructive' | 'secondary' }> = {
  enabled: { label: 'admin.integrations.endpoints.status.enabled', variant: 'success' },
  disabled: { label: 'admin.integrations.endpoints.status.disabled', variant: 'secondary' },
  gone: { label: 'admin.integrations.endpoints.status.gone', variant: 'destructive' },
};

/** Webhook endpoints: register one (the event types wanted), see its signing secret, send a test event, disable or remove it. */
export function WebhookEndpointsPanel() {
  const t = useT();
  const { toast } = useToast();
  const endpoints = useListWebhookEndpoints();
  const refresh = [getListWebhookEndpointsQueryKey(), getListWebhookDeliveriesQueryKey()];
  const create = useCreateWebhookEndpoint(invalidating(refresh));
  const update = useUpdateWebhookEndpoint(invalidating(refresh));
  const remove = useDeleteWebhookEndpoint(invalidating(refresh));
  const test = useSendWebhookTestEvent(invalidating(refresh));
  const [shown, setShown] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpointDto | null>(null);
  const form = useServerForm(endpointFormSchema, {
    defaultValues: EMPTY,
    messages: endpointMessages(t),
    checks: (values) => {
      const unknown = typesOf(values.eventTypes).find((type) => !(EVENT_TYPES as readonly string[]).includes(type));
      return { eventTypes: unknown && t('admin.integrations.endpoints.unknownEventType', { type: unknown }) };
    },
  });
  const failed = (title: MessageId, fallback: MessageId) => (error: unknown) =>
    toast({ title: t(title), description: errorMessage(error, t(fallback)), variant: 'destructive' });

  const onSubmit = (values: z.output<typeof endpointFormSchema>) =>
    create.mutate(
      { data: { url: values.url, description: values.description, event_types: typesOf(values.eventTypes) as EventType[] } },
      {
        onSuccess: (endpoint) => {
          toast({ title: t('admin.integrations.endpoints.registered'), description: endpoint.url, variant: 'success' });
          form.reset(EMPTY);
        },
        onError: failed('admin.integrations.endpoints.notRegistered', 'admin.integrations.endpoints.notRegisteredText'),
      },
    );

  const sendTest = (endpoint: WebhookEndpointDto) =>
    test.mutate(
      { id: endpoint.id },
      {
        onSuccess: () =>
          toast({
            title: t('admin.integrations.endpoints.testSent'),
            description: t('admin.integrations.endpoints.testSentText', { url: endpoint.url }),
            variant: 'success',
          }),
        onError: failed('admin.integrations.endpoints.testNotSent', 'admin.integrations.endpoints.testNotSentText'),
      },
    );

  const toggle = (endpoint: WebhookEndpointDto) =>
    update.mutate(
      { id: endpoint.id, data: { status: endpoint.status === 'enabled' ? 'disabled' : 'enabled' } },
      { onError: failed('admin.integrations.endpoints.notChanged', 'admin.integrations.endpoints.notChangedText') },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { id: removing.id },
      { onSuccess: () => setRemoving(null), onError: failed('admin.integrations.endpoints.notRemoved', 'admin.integrations.endpoints.notRemovedText') },
    );
  };

  return (
    <section aria-labelledby="webhook-endpoints-title" className="space-y-4 rounded-3xl bg-white p-5">
      <h3 id="webhook-endpoints-title" className="font-serif text-xl text-stone-900">
        {t('admin.integrations.endpoints.title')}
      </h3>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={t('admin.integrations.endpoints.registerForm')} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('admin.integrations.endpoints.url')}
            required
            type="url"
            placeholder={t('admin.integrations.endpoints.urlPlaceholder')}
            maxLength={2000}
            {...bindField(form, 'url')}
          />
          <TextField label={t('admin.integrations.endpoints.description')} maxLength={200} {...bindField(form, 'description')} />
        </div>
        <TextField
          label={t('admin.integrations.endpoints.eventTypes')}
          placeholder={t('admin.integrations.endpoints.everyEventType')}
          hint={t('admin.integrations.endpoints.eventTypesHint', { count: EVENT_TYPES.length })}
          {...bindField(form, 'eventTypes')}
        />
        <Button type="submit" busy={create.isPending}>
          {t('admin.integrations.endpoints.register')}
        </Button>
      </form>
      {endpoints.isLoading && <ListLoading label={t('admin.integrations.endpoints.loading')} />}
      {endpoints.isError && <ListError message={t('admin.integrations.endpoints.loadFailed')} onRetry={() => void endpoints.refetch()} />}
      {endpoints.data && endpoints.data.endpoints.length === 0 && <ListEmpty title={t('admin.integrations.endpoints.none')} />}
      {endpoints.data && endpoints.data.endpoints.length > 0 && (
        <ul aria-label={t('admin.integrations.endpoints.title')} className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
          {endpoints.data.endpoints.map((endpoint) => (
            <li key={endpoint.id} aria-label={endpoint.url} className="space-y-2 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="break-all font-mono text-xs font-semibold">{endpoint.url}</span>
                <Badge variant={STATUS_BADGE[endpoint.status].variant}>{t(STATUS_BADGE[endpoint.status].label)}</Badge>
                {endpoint.consecutive_failures > 0 && (
                  <Badge variant="destructive">{t('admin.integrations.endpoints.failuresInARow', { count: endpoint.consecutive_failures })}</Badge>
                )}
              </div>
              {endpoint.description && <p className="text-stone-600">{endpoint.description}</p>}
              {endpoint.disabled_reason && <p className="text-red-700">{endpoint.disabled_reason}</p>}
              <p className="text-xs text-stone-500">
                {endpoint.event_types.length === EVENT_TYPES.length ? t('admin.integrations.endpoints.everyEventType') : endpoint.event_types.join(', ')}
              </p>
              {shown === endpoint.id && (
                <code aria-label={t('admin.integrations.endpoints.secret')} className="block break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-xs">
                  {endpoint.secret}
                </code>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" className="px-3 py-1" onClick={() => setShown(shown === endpoint.id ? null : endpoint.id)}>
                  {t(shown === endpoint.id ? 'admin.integrations.endpoints.hideSecret' : 'admin.integrations.endpoints.showSecret')}
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  busy={test.isPending}
                  disabled={endpoint.status !== 'enabled'}
                  onClick={() => sendTest(endpoint)}
                >
                  {t('admin.integrations.endpoints.sendTest')}
                </Button>
                {endpoint.status !== 'gone' && (
                  <Button variant="secondary" className="px-3 py-1" busy={update.isPending} onClick={() => toggle(endpoint)}>
                    {t(endpoint.status === 'enabled' ? 'admin.integrations.endpoints.disable' : 'admin.integrations.endpoints.enable')}
                  </Button>
                )}
                <Button variant="secondary" className="px-3 py-1" onClick={() => setRemoving(endpoint)}>
                  {t('admin.integrations.endpoints.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.integrations.endpoints.removeTitle')}
        confirmLabel={t('admin.integrations.endpoints.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {t('admin.integrations.endpoints.removeText', { url: removing?.url ?? '' })}
      </ConfirmDialog>
    </section>
  );
}

const typesOf = (text: string) =>
  text
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
