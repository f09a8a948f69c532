import { useEffect } from 'react';

const SITE_NAME = 'Tablemates';

/** '{page} · Tablemates'. */
export const documentTitle = (page: string) => `${page} · ${SITE_NAME}`;

/** Sets the browser tab's title while the page is shown. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The tab's title for a page of the site: '{page} · Tablemates'. */
export const useDocumentTitle = (page: string) => useTitle(documentTitle(page));
