/**
 * Marketing tags (tag manager, ad pixel, ads tag) load only with marketing consent and only
 * when their ids are configured at build time; with none configured nothing external loads.
 */
interface MarketingIds {
  tagManager?: string;
  adPixel?: string;
  adsTag?: string;
}

const IDS: MarketingIds = {
  tagManager: import.meta.env.VITE_GTM_ID,
  adPixel: import.meta.env.VITE_META_PIXEL_ID,
  adsTag: import.meta.env.VITE_GOOGLE_ADS_ID,
};

type TrackingWindow = Window & { dataLayer?: unknown[]; fbq?: (...args: unknown[]) => void; gtag?: (...args: unknown[]) => void };

let loaded = false;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.marketing = 'true';
  document.head.appendChild(script);
}

export function hasMarketingIds(ids: MarketingIds = IDS): boolean {
  return Boolean(ids.tagManager || ids.adPixel || ids.adsTag);
}

/** Starts tracking once marketing consent exists; a no-op without configured ids. */
export function enableMarketing(ids: MarketingIds = IDS): void {
  const win = window as TrackingWindow;
  if (loaded || !hasMarketingIds(ids)) return;
  loaded = true;
  win.dataLayer = win.dataLayer ?? [];
  if (ids.tagManager) {
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManager)}`);
  }
  if (ids.adsTag) {
    win.gtag = (...args: unknown[]) => win.dataLayer!.push(args);
    win.gtag('js', new Date());
    win.gtag('config', ids.adsTag);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.adsTag)}`);
  }
  if (ids.adPixel) {
    const queue: unknown[][] = [];
    win.fbq = (...args: unknown[]) => queue.push(args);
    win.fbq('init', ids.adPixel);
    win.fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}

/** Withdrawn consent: tell the loaded tags to stop; they are gone for good on the next page load. */
export function disableMarketing(): void {
  if (!loaded) return;
  const win = window as TrackingWindow;
  win.gtag?.('consent', 'update', { ad_storage: 'denied', analytics_storage: 'denied' });
  win.fbq?.('consent', 'revoke');
}
