import { countOf } from '../../lib/plural';
import { Button } from './button';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, one of them ('user'): '(1 user)', '(30 users)'. */
  noun: string;
  /** Names the navigation when a screen has more than one list. */
  label?: string;
  onPage(page: number): void;
}

/** Previous / next over a list paginated on the server. */
export function Pager({ page, pageSize, total, noun, label = 'Pages', onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-sm text-stone-600">
      <span>
        Page {page} of {pages} ({countOf(total, noun)})
      </span>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
