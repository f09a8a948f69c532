import { AdminLayout } from './admin-layout';
import { PLACEHOLDERS, SectionPlaceholder } from './section-placeholder';

/** The admin pages outside the dashboard (history, analytics, match results, support) until their work lands; behind RequireAdmin. */
export default function AdminPlaceholderPage({ section, title }: { section: string; title: string }) {
  return (
    <AdminLayout current={section}>
      <SectionPlaceholder title={title} arrivesWith={PLACEHOLDERS[section]} />
    </AdminLayout>
  );
}
