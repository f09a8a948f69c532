import { useEffect } from 'react';

const SITE_NAME = 'Tablemates';

/** '{page} · Tablemates', or the site's own title for the home page. */
export const documentTitle = (page?: string) => (page ? `${page} · ${SITE_NAME}` : `${SITE_NAME}: surprise dinners for couples`);

/** Sets the browser tab's title while the page is shown. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
