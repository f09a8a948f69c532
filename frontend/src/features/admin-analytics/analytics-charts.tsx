import { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts';
import type { AnalyticsDto } from '../../api/generated/model';
import { useT } from '../../i18n/use-t';

const BRAND = '#9f1239';

function Chart({ title, description, empty, children }: { title: string; description: string; empty: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-5" aria-label={title}>
      <figcaption className="mb-3">
        <h2 className="font-serif text-lg text-stone-900">{title}</h2>
        <p className="text-xs text-stone-500">{description}</p>
      </figcaption>
      {empty ? <p className="py-16 text-center text-sm text-stone-500">{t('admin.charts.noData')}</p> : <div className="h-64">{children}</div>}
    </figure>
  );
}

/** The analytics series as Recharts charts; this module is lazy-loaded by the analytics page. */
export default function AnalyticsCharts({ analytics }: { analytics: AnalyticsDto }) {
  const t = useT();
  const newFaces = analytics.season.weeks.map((week) => ({
    ...week,
    repeat_percent: week.repeat_pair_rate === null ? null : Math.round(week.repeat_pair_rate * 100),
  }));
  const weeks = analytics.weeks.map((week) => ({ ...week, success_percent: week.success_rate === null ? null : Math.round(week.success_rate * 100) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Chart title={t('admin.charts.bookingsPerWeek')} description={t('admin.charts.bookingsPerWeekText')} empty={analytics.bookings_per_week.length === 0}>
        <ResponsiveContainer>
          <BarChart data={analytics.bookings_per_week}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar dataKey="bookings" name={t('admin.charts.bookings')} fill={BRAND} />
          </BarChart>
        </ResponsiveContainer>
      </Chart>
      <Chart title={t('admin.charts.successRate')} description={t('admin.charts.successRateText')} empty={weeks.length === 0}>
        <ResponsiveContainer>
          <LineChart data={weeks}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis domain={[0, 100]} unit="%" fontSize={12} />
            <Tooltip />
            <Line dataKey="success_percent" name={t('admin.charts.successRateSeries')} stroke={BRAND} connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title={t('admin.charts.averageRating')}
        description={t('admin.charts.averageRatingText')}
        empty={weeks.every((week) => week.average_rating === null)}
      >
        <ResponsiveContainer>
          <LineChart data={weeks}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis domain={[0, 5]} fontSize={12} />
            <Tooltip />
            <Line dataKey="average_rating" name={t('admin.charts.averageRating')} stroke="#0f766e" connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title={t('admin.charts.compatibilityVsRating')}
        description={t('admin.charts.compatibilityVsRatingText')}
        empty={analytics.compatibility_vs_rating.length === 0}
      >
        <ResponsiveContainer>
          <ScatterChart>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" dataKey="average_compatibility" name={t('admin.charts.compatibility')} domain={[0, 100]} fontSize={12} />
            <YAxis type="number" dataKey="average_rating" name={t('admin.charts.rating')} domain={[0, 5]} fontSize={12} />
            <ZAxis range={[60, 60]} />
            <Tooltip cursor={{ strokeDasharray: '3 3' }} />
            <Scatter data={analytics.compatibility_vs_rating} fill={BRAND} />
          </ScatterChart>
        </ResponsiveContainer>
      </Chart>
      <Chart title={t('admin.charts.repeatPairs')} description={t('admin.charts.repeatPairsText')} empty={newFaces.length === 0}>
        <ResponsiveContainer>
          <LineChart data={newFaces}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis domain={[0, 100]} unit="%" fontSize={12} />
            <Tooltip />
            <Line dataKey="repeat_percent" name={t('admin.charts.repeatPairsSeries')} stroke="#b45309" connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title={t('admin.charts.coupleRating')}
        description={t('admin.charts.coupleRatingText')}
        empty={analytics.season.rating_by_score.every((band) => band.ratings === 0)}
      >
        <ResponsiveContainer>
          <BarChart data={analytics.season.rating_by_score}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="band" fontSize={12} />
            <YAxis domain={[0, 5]} fontSize={12} />
            <Tooltip />
            <Bar dataKey="average_rating" name={t('admin.charts.averageCoupleRating')} fill="#0f766e" />
          </BarChart>
        </ResponsiveContainer>
      </Chart>
    </div>
  );
}
