import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { getListWebhookDeliveriesQueryKey, useListWebhookDeliveries, useResendWebhookDelivery } from '../../api/generated/integrations/integrations';
import { WebhookDeliveryDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ListEmpty, ListError, ListLoading } from '../../components/ui/list-states';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { formatWhen } from './integration-times';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useRichT, useT } from '../../i18n/use-t';

const STATUS: Record<WebhookDeliveryDto['status'], { label: MessageId; variant: 'success' | 'destructive' | 'secondary' | 'outline' }> = {
  delivered: { label: 'admin.integrations.deliveries.status.delivered', variant: 'success' },
  pending: { label: 'admin.integrations.deliveries.status.pending', variant: 'outline' },
  failed: { label: 'admin.integrations.deliveries.status.failed', variant: 'destructive' },
  cancelled: { label: 'admin.integrations.deliveries.status.cancelled', variant: 'secondary' },
};

/** The last attempt's answer: its HTTP status and how long it took, then the start of the body the endpoint sent (as it came). */
function Answer({ delivery }: { delivery: WebhookDeliveryDto }) {
  const t = useT();
  const rich = useRichT();
  if (delivery.attempts === 0 && delivery.response_status === null && delivery.response_excerpt === null)
    return <span className="text-stone-500">{t('admin.integrations.deliveries.notSentYet')}</span>;
  const status = delivery.response_status ?? t('admin.integrations.deliveries.noAnswer');
  return (
    <span>
      {delivery.response_ms === null
        ? status
        : rich('admin.integrations.deliveries.answerIn', { status, ms: delivery.response_ms, muted: (text) => <span className="text-stone-500">{text}</span> })}
      {delivery.response_excerpt && <span className="block break-all font-mono text-xs text-stone-500">{delivery.response_excerpt.slice(0, 120)}</span>}
    </span>
  );
}

/** The delivery log of the last 30 days, newest first, a page at a time; Resend sends a delivery again. */
export function DeliveryLogPanel() {
  const t = useT();
  const { toast } = useToast();
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  // Refresh starts again from the newest: the pages are mounted afresh and read again (admin data is stale at once).
  const [round, setRound] = useState(0);
  const resend = useResendWebhookDelivery(invalidating([getListWebhookDeliveriesQueryKey()]));
  const onResend = (delivery: WebhookDeliveryDto) =>
    resend.mutate(
      { id: delivery.id },
      {
        onSuccess: () =>
          toast({
            title: t('admin.integrations.deliveries.resent'),
            description: t('admin.integrations.deliveries.resentText', { eventType: delivery.event_type }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('admin.integrations.deliveries.notResent'),
            description: errorMessage(error, t('admin.integrations.deliveries.notResentText')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <section aria-labelledby="delivery-log-title" className="space-y-3 rounded-3xl bg-white p-5">
      <div className="flex items-center justify-between">
        <h3 id="delivery-log-title" className="font-serif text-xl text-stone-900">
          {t('admin.integrations.deliveries.title')}
        </h3>
        <Button
          variant="ghost"
          onClick={() => {
            setPages([undefined]);
            setRound(round + 1);
          }}
        >
          {t('admin.integrations.deliveries.refresh')}
        </Button>
      </div>
      <p className="text-sm text-stone-600">{t('admin.integrations.deliveries.intro')}</p>
      {pages.map((startingAfter, index) => (
        <DeliveryPage
          key={`${round}-${startingAfter ?? 'first'}`}
          startingAfter={startingAfter}
          last={index === pages.length - 1}
          onMore={(lastId) => setPages([...pages, lastId])}
          onResend={onResend}
          resending={resend.isPending}
        />
      ))}
    </section>
  );
}

interface DeliveryPageProps {
  startingAfter: string | undefined;
  last: boolean;
  onMore(lastId: string): void;
  onResend(delivery: WebhookDeliveryDto): void;
  resending: boolean;
}

function DeliveryPage({ startingAfter, last, onMore, onResend, resending }: DeliveryPageProps) {
  const t = useT();
  const locale = useLocale();
  const page = useListWebhookDeliveries({ limit: 20, ...(startingAfter ? { starting_after: startingAfter } : {}) });
  if (page.isLoading) return <ListLoading label={t('admin.integrations.deliveries.loading')} />;
  if (page.isError || !page.data) return <ListError message={t('admin.integrations.deliveries.loadFailed')} onRetry={() => void page.refetch()} />;
  if (page.data.data.length === 0 && !startingAfter) return <ListEmpty title={t('admin.integrations.deliveries.none')} />;
  return (
    <>
      <ul aria-label={t('admin.integrations.deliveries.list')} className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
        {page.data.data.map((delivery) => (
          <li
            key={delivery.id}
            aria-label={t('admin.integrations.deliveries.itemLabel', { eventType: delivery.event_type, status: delivery.status })}
            className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs font-semibold">{delivery.event_type}</span>
                <Badge variant={STATUS[delivery.status].variant}>{t(STATUS[delivery.status].label)}</Badge>
                <span className="text-stone-500">{formatWhen(delivery.last_attempt_at ?? delivery.created_at, locale)}</span>
                {delivery.attempts > 1 && <span className="text-stone-500">{t('admin.integrations.deliveries.attempts', { count: delivery.attempts })}</span>}
              </div>
              <Answer delivery={delivery} />
              {delivery.next_attempt_at && (
                <p className="text-xs text-stone-500">
                  {t('admin.integrations.deliveries.nextAttempt', { when: formatWhen(delivery.next_attempt_at, locale) })}
                </p>
              )}
            </div>
            <Button variant="secondary" className="px-3 py-1" busy={resending} onClick={() => onResend(delivery)}>
              {t('admin.integrations.deliveries.resend')}
            </Button>
          </li>
        ))}
      </ul>
      {last && page.data.has_more && (
        <Button variant="ghost" onClick={() => onMore(page.data.data[page.data.data.length - 1].id)}>
          {t('admin.integrations.deliveries.older')}
        </Button>
      )}
    </>
  );
}
