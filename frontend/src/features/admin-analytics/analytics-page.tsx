import { lazy, Suspense, useState } from 'react';
import { useAnalytics } from '../../api/generated/admin/admin';
import { errorMessage } from '../../api/api-error';
import { CityFilter } from '../../components/admin/city-filter';
import { Spinner } from '../../components/ui/spinner';
import { countOf } from '../../lib/plural';

// Recharts is loaded with the charts only, so no other page carries it.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const percent = (value: number | null) => (value === null ? '-' : `${Math.round(value * 100)}%`);

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <p className="text-sm text-stone-500">{label}</p>
      <p className="mt-1 font-serif text-3xl text-stone-900">{value}</p>
      {hint && <p className="mt-2 text-xs text-stone-500">{hint}</p>}
    </div>
  );
}

/** /admin/analytics: the four tiles and their series over time (DECISIONS items 8 and 15), then the season (issue 22). */
export default function AnalyticsPage() {
  const [city, setCity] = useState('');
  const analytics = useAnalytics(city ? { city } : undefined);
  const tiles = analytics.data?.tiles;
  const season = analytics.data?.season;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl text-stone-900">Analytics</h1>
        <CityFilter value={city} onChange={setCity} />
      </div>
      {analytics.isError && <p role="alert">{errorMessage(analytics.error, 'Failed to load analytics')}</p>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label="Total Events" value={tiles ? String(tiles.total_events) : '-'} />
        <Tile label="Active Users" value={tiles ? String(tiles.active_users) : '-'} hint="Signed in within the last 30 days." />
        <Tile label="Success Rate" value={tiles ? percent(tiles.success_rate) : '-'} hint={tiles?.success_rate_definition} />
        <Tile
          label="Avg Rating"
          value={tiles?.avg_rating != null ? `${tiles.avg_rating.toFixed(1)}/5` : '-'}
          hint="Restaurant ratings from couples' reviews."
        />
      </div>
      <section className="space-y-4" aria-labelledby="season-heading">
        <h2 id="season-heading" className="font-serif text-2xl text-stone-900">
          The season
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Tile
            label="Repeat pairs"
            value={season ? percent(season.repeat_pair_rate) : '-'}
            hint={season ? `${season.repeat_pairs} of ${countOf(season.table_pairs, 'pair')} at a table had shared one before.` : undefined}
          />
          <Tile
            label='Mutual "see you again"'
            value={season?.mutual_see_you_again_share != null ? percent(season.mutual_see_you_again_share) : '-'}
            hint={season ? `${countOf(season.mutual_see_you_again_pairs, 'pair')} who shared a table marked each other.` : undefined}
          />
          <Tile
            label="Avg couple rating"
            value={season?.average_couple_rating != null ? `${season.average_couple_rating.toFixed(1)}/5` : '-'}
            hint="How couples rated the couples they dined with."
          />
        </div>
      </section>
      {analytics.isLoading && <Spinner />}
      {analytics.data && (
        <Suspense fallback={<Spinner label="Loading charts..." showLabel />}>
          <AnalyticsCharts analytics={analytics.data} />
        </Suspense>
      )}
    </div>
  );
}
