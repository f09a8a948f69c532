import { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts';
import type { AnalyticsDto } from '../../api/generated/model';

const BRAND = '#9f1239';

function Chart({ title, description, empty, children }: { title: string; description: string; empty: boolean; children: ReactNode }) {
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-5" aria-label={title}>
      <figcaption className="mb-3">
        <h2 className="font-serif text-lg text-stone-900">{title}</h2>
        <p className="text-xs text-stone-500">{description}</p>
      </figcaption>
      {empty ? <p className="py-16 text-center text-sm text-stone-500">No data yet.</p> : <div className="h-64">{children}</div>}
    </figure>
  );
}

/** The analytics series as Recharts charts; this module is lazy-loaded by the analytics page. */
export default function AnalyticsCharts({ analytics }: { analytics: AnalyticsDto }) {
  const newFaces = analytics.season.weeks.map((week) => ({
    ...week,
    repeat_percent: week.repeat_pair_rate === null ? null : Math.round(week.repeat_pair_rate * 100),
  }));
  const weeks = analytics.weeks.map((week) => ({ ...week, success_percent: week.success_rate === null ? null : Math.round(week.success_rate * 100) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Chart
        title="Bookings per week"
        description="Bookings made each week (unpaid holds that expired left out)."
        empty={analytics.bookings_per_week.length === 0}
      >
        <ResponsiveContainer>
          <BarChart data={analytics.bookings_per_week}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar dataKey="bookings" name="Bookings" fill={BRAND} />
          </BarChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title="Success rate"
        description="Share of paid couples seated in a group with a restaurant, by week of the dinner; dinners the service cancelled are left out."
        empty={weeks.length === 0}
      >
        <ResponsiveContainer>
          <LineChart data={weeks}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis domain={[0, 100]} unit="%" fontSize={12} />
            <Tooltip />
            <Line dataKey="success_percent" name="Success rate (%)" stroke={BRAND} connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title="Average rating"
        description="Mean restaurant rating of the reviews, by week of the dinner."
        empty={weeks.every((week) => week.average_rating === null)}
      >
        <ResponsiveContainer>
          <LineChart data={weeks}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis domain={[0, 5]} fontSize={12} />
            <Tooltip />
            <Line dataKey="average_rating" name="Average rating" stroke="#0f766e" connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title="Compatibility vs. rating"
        description="Each point is a dinner: its groups' average compatibility against its average rating. A rising cloud means matching quality predicts happy tables."
        empty={analytics.compatibility_vs_rating.length === 0}
      >
        <ResponsiveContainer>
          <ScatterChart>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" dataKey="average_compatibility" name="Compatibility" domain={[0, 100]} fontSize={12} />
            <YAxis type="number" dataKey="average_rating" name="Rating" domain={[0, 5]} fontSize={12} />
            <ZAxis range={[60, 60]} />
            <Tooltip cursor={{ strokeDasharray: '3 3' }} />
            <Scatter data={analytics.compatibility_vs_rating} fill={BRAND} />
          </ScatterChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title="Repeat pairs"
        description="Share of the pairs at a table who had already shared one, by week of the dinner. The engine seats new faces: this stays near 0%."
        empty={newFaces.length === 0}
      >
        <ResponsiveContainer>
          <LineChart data={newFaces}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" fontSize={12} />
            <YAxis domain={[0, 100]} unit="%" fontSize={12} />
            <Tooltip />
            <Line dataKey="repeat_percent" name="Repeat pairs (%)" stroke="#b45309" connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title="Couple rating by compatibility"
        description="Mean rating couples gave each other, by their group's compatibility score. Bars rising to the right mean matching predicts good evenings."
        empty={analytics.season.rating_by_score.every((band) => band.ratings === 0)}
      >
        <ResponsiveContainer>
          <BarChart data={analytics.season.rating_by_score}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="band" fontSize={12} />
            <YAxis domain={[0, 5]} fontSize={12} />
            <Tooltip />
            <Bar dataKey="average_rating" name="Average couple rating" fill="#0f766e" />
          </BarChart>
        </ResponsiveContainer>
      </Chart>
    </div>
  );
}
