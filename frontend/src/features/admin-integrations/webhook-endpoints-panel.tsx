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

const body = createWebhookEndpointBody.shape;
const endpointFormSchema = z.object({ url: trimmed(body.url.min(1)), description: z.string().trim().max(200), eventTypes: z.string() });
type EndpointFormValues = z.input<typeof endpointFormSchema>;
const ENDPOINT_MESSAGES: FormMessages<EndpointFormValues> = {
  url: { required: 'Please enter the URL.', tooLong: 'The URL cannot exceed 2000 characters.' },
  description: { tooLong: 'The description cannot exceed 200 characters.' },
};
const EMPTY: EndpointFormValues = { url: '', description: '', eventTypes: '' };
type EventType = NonNullable<z.output<typeof body.event_types>>[number];
const EVENT_TYPES = body.event_types.unwrap().element.options;

const STATUS_BADGE: Record<WebhookEndpointDto['status'], { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  enabled: { label: 'Enabled', variant: 'success' },
  disabled: { label: 'Disabled', variant: 'secondary' },
  gone: { label: 'Gone (410)', variant: 'destructive' },
};

/** Webhook endpoints: register one (the event types wanted), see its signing secret, send a test event, disable or remove it. */
export function WebhookEndpointsPanel() {
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
    messages: ENDPOINT_MESSAGES,
    checks: (values) => {
      const unknown = typesOf(values.eventTypes).find((type) => !(EVENT_TYPES as readonly string[]).includes(type));
      return { eventTypes: unknown && `There is no event type ${unknown}.` };
    },
  });
  const failed = (title: string, fallback: string) => (error: unknown) => toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

  const onSubmit = (values: z.output<typeof endpointFormSchema>) =>
    create.mutate(
      { data: { url: values.url, description: values.description, event_types: typesOf(values.eventTypes) as EventType[] } },
      {
        onSuccess: (endpoint) => {
          toast({ title: 'Endpoint registered', description: endpoint.url, variant: 'success' });
          form.reset(EMPTY);
        },
        onError: failed('Endpoint not registered', 'The endpoint could not be registered.'),
      },
    );

  const sendTest = (endpoint: WebhookEndpointDto) =>
    test.mutate(
      { id: endpoint.id },
      {
        onSuccess: () => toast({ title: 'Test event sent', description: `See the delivery log for ${endpoint.url}.`, variant: 'success' }),
        onError: failed('Test event not sent', 'The test event could not be sent.'),
      },
    );

  const toggle = (endpoint: WebhookEndpointDto) =>
    update.mutate(
      { id: endpoint.id, data: { status: endpoint.status === 'enabled' ? 'disabled' : 'enabled' } },
      { onError: failed('Endpoint not changed', 'The endpoint could not be changed.') },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate({ id: removing.id }, { onSuccess: () => setRemoving(null), onError: failed('Endpoint not removed', 'The endpoint could not be removed.') });
  };

  return (
    <section aria-labelledby="webhook-endpoints-title" className="space-y-4 rounded-3xl bg-white p-5">
      <h3 id="webhook-endpoints-title" className="font-serif text-xl text-stone-900">
        Webhook endpoints
      </h3>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Register a webhook endpoint" className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="URL" required type="url" placeholder="https://" maxLength={2000} {...bindField(form, 'url')} />
          <TextField label="Description" maxLength={200} {...bindField(form, 'description')} />
        </div>
        <TextField
          label="Event types"
          placeholder="Every event type"
          hint={`Comma-separated, e.g. booking.confirmed, booking.cancelled. Empty: all ${EVENT_TYPES.length}.`}
          {...bindField(form, 'eventTypes')}
        />
        <Button type="submit" busy={create.isPending}>
          Register endpoint
        </Button>
      </form>
      {endpoints.isLoading && <ListLoading label="Loading endpoints..." />}
      {endpoints.isError && <ListError message="Failed to load the endpoints" onRetry={() => void endpoints.refetch()} />}
      {endpoints.data && endpoints.data.endpoints.length === 0 && <ListEmpty title="No webhook endpoints yet" />}
      {endpoints.data && endpoints.data.endpoints.length > 0 && (
        <ul aria-label="Webhook endpoints" className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
          {endpoints.data.endpoints.map((endpoint) => (
            <li key={endpoint.id} aria-label={endpoint.url} className="space-y-2 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="break-all font-mono text-xs font-semibold">{endpoint.url}</span>
                <Badge variant={STATUS_BADGE[endpoint.status].variant}>{STATUS_BADGE[endpoint.status].label}</Badge>
                {endpoint.consecutive_failures > 0 && <Badge variant="destructive">{endpoint.consecutive_failures} failures in a row</Badge>}
              </div>
              {endpoint.description && <p className="text-stone-600">{endpoint.description}</p>}
              {endpoint.disabled_reason && <p className="text-red-700">{endpoint.disabled_reason}</p>}
              <p className="text-xs text-stone-500">
                {endpoint.event_types.length === EVENT_TYPES.length ? 'Every event type' : endpoint.event_types.join(', ')}
              </p>
              {shown === endpoint.id && (
                <code aria-label="Signing secret" className="block break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-xs">
                  {endpoint.secret}
                </code>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" className="px-3 py-1" onClick={() => setShown(shown === endpoint.id ? null : endpoint.id)}>
                  {shown === endpoint.id ? 'Hide secret' : 'Show secret'}
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  busy={test.isPending}
                  disabled={endpoint.status !== 'enabled'}
                  onClick={() => sendTest(endpoint)}
                >
                  Send test event
                </Button>
                {endpoint.status !== 'gone' && (
                  <Button variant="secondary" className="px-3 py-1" busy={update.isPending} onClick={() => toggle(endpoint)}>
                    {endpoint.status === 'enabled' ? 'Disable' : 'Enable'}
                  </Button>
                )}
                <Button variant="secondary" className="px-3 py-1" onClick={() => setRemoving(endpoint)}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this endpoint?"
        confirmLabel="Remove endpoint"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing?.url} receives no more events, and its delivery log is deleted.
      </ConfirmDialog>
    </section>
  );
}

const typesOf = (text: string) =>
  text
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
