import { lazy, Suspense, useState } from 'react';
import { useAnalytics } from '../../api/generated/admin/admin';
import { errorMessage } from '../../api/api-error';
import type { CurrencyFiguresDto } from '../../api/generated/model';
import { CityFilter } from '../../components/admin/city-filter';
import { Spinner } from '../../components/ui/spinner';
import { useLocale, useT, type Translate } from '../../i18n/use-t';
import { currencyNameOf, formatMinorUnits } from '../../lib/money';

// Recharts is loaded with the charts only, so no other page carries it.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const percent = (t: Translate, value: number | null) => (value === null ? t('admin.figure.none') : t('admin.figure.percent', { value }));
const outOf5 = (t: Translate, value: number | null | undefined) => (value == null ? t('admin.figure.none') : t('admin.figure.outOf5', { value }));

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <p className="text-sm text-stone-500">{label}</p>
      <p className="mt-1 font-serif text-3xl text-stone-900">{value}</p>
      {hint && <p className="mt-2 text-xs text-stone-500">{hint}</p>}
    </div>
  );
}

/** The fees, one tile per currency: amounts in different currencies are never added together (issue 49). */
function Money({ money }: { money: readonly CurrencyFiguresDto[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="space-y-4" aria-labelledby="money-heading">
      <div>
        <h2 id="money-heading" className="font-serif text-2xl text-stone-900">
          {t('admin.analytics.money')}
        </h2>
        <p className="text-sm text-stone-600">{t('admin.analytics.moneyIntro')}</p>
      </div>
      {money.length === 0 ? (
        <p className="text-sm text-stone-500">{t('admin.analytics.noMoney')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {money.map((row) => {
            const currency = row.currency.toUpperCase();
            return (
              <Tile
                key={currency}
                label={t('admin.analytics.feesIn', { currency: currencyNameOf(currency, locale) })}
                value={formatMinorUnits(row.fees_minor, currency, locale)}
                hint={t('admin.analytics.paidBookings', { count: row.paid_bookings })}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}

/** /admin/analytics: the four tiles and their series over time (DECISIONS items 8 and 15), the fees per currency, then the season (issue 22). */
export default function AnalyticsPage() {
  const t = useT();
  const [city, setCity] = useState('');
  const analytics = useAnalytics(city ? { city } : undefined);
  const tiles = analytics.data?.tiles;
  const season = analytics.data?.season;
  const none = t('admin.figure.none');
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl text-stone-900">{t('admin.analytics.title')}</h1>
        <CityFilter value={city} onChange={setCity} />
      </div>
      {analytics.isError && <p role="alert">{errorMessage(analytics.error, t('admin.analytics.loadFailed'))}</p>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label={t('admin.analytics.totalEvents')} value={tiles ? String(tiles.total_events) : none} />
        <Tile label={t('admin.analytics.activeUsers')} value={tiles ? String(tiles.active_users) : none} hint={t('admin.analytics.activeUsersHint')} />
        <Tile label={t('admin.analytics.successRate')} value={tiles ? percent(t, tiles.success_rate) : none} hint={tiles?.success_rate_definition} />
        <Tile label={t('admin.analytics.avgRating')} value={outOf5(t, tiles?.avg_rating)} hint={t('admin.analytics.avgRatingHint')} />
      </div>
      {analytics.data && <Money money={analytics.data.money} />}
      <section className="space-y-4" aria-labelledby="season-heading">
        <h2 id="season-heading" className="font-serif text-2xl text-stone-900">
          {t('admin.analytics.season')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Tile
            label={t('admin.analytics.repeatPairs')}
            value={season ? percent(t, season.repeat_pair_rate) : none}
            hint={season ? t('admin.analytics.repeatPairsHint', { repeat: season.repeat_pairs, count: season.table_pairs }) : undefined}
          />
          <Tile
            label={t('admin.analytics.mutual')}
            value={season?.mutual_see_you_again_share != null ? percent(t, season.mutual_see_you_again_share) : none}
            hint={season ? t('admin.analytics.mutualHint', { count: season.mutual_see_you_again_pairs }) : undefined}
          />
          <Tile label={t('admin.analytics.avgCoupleRating')} value={outOf5(t, season?.average_couple_rating)} hint={t('admin.analytics.avgCoupleRatingHint')} />
        </div>
      </section>
      {analytics.isLoading && <Spinner />}
      {analytics.data && (
        <Suspense fallback={<Spinner label={t('admin.analytics.loadingCharts')} showLabel />}>
          <AnalyticsCharts analytics={analytics.data} />
        </Suspense>
      )}
    </div>
  );
}
