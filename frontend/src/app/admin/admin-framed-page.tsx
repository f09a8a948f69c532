import { ReactNode, Suspense } from 'react';
import { ListLoading } from '../../components/ui/list-states';
import { AdminConsole } from './admin-console';
import { useT } from '../../i18n/use-t';

/** An admin page outside the dashboard (history, analytics, support) in the admin frame, its menu entry current. */
export default function AdminFramedPage({ section, children }: { section: string; children: ReactNode }) {
  const t = useT();
  return <AdminConsole current={section}>{() => <Suspense fallback={<ListLoading label={t('admin.loading')} />}>{children}</Suspense>}</AdminConsole>;
}
