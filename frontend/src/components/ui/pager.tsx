import { Button } from './button';
import { useT } from '../../i18n/use-t';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, counted in the reader's words: '(1 user)', '(30 users)'. */
  counted: string;
  /** Names the navigation when a screen has more than one list. */
  label?: string;
  onPage(page: number): void;
}

/** Previous / next over a list paginated on the server. */
export function Pager({ page, pageSize, total, counted, label, onPage }: PagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label ?? t('common.pager.label')} className="flex items-center justify-end gap-3 text-sm text-stone-600">
      <span>{t('common.pager.position', { page, pages, count: counted })}</span>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.pager.previous')}
      </Button>
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.pager.next')}
      </Button>
    </nav>
  );
}
