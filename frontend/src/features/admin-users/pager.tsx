import { Button } from '../../components/ui/button';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

/** Previous / next over a list paginated on the server. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-3 text-sm text-stone-600">
      <span>
        Page {page} of {pages} ({total} users)
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
