// @vitest-environment happy-dom
import { enableMarketing, hasMarketingIds } from './marketing-scripts';

describe('marketing scripts', () => {
  afterEach(() => document.head.querySelectorAll('script[data-marketing]').forEach((script) => script.remove()));

  it('loads nothing when no marketing id is configured', () => {
    expect(hasMarketingIds({})).toBe(false);
    enableMarketing({});
    expect(document.head.querySelectorAll('script[data-marketing]')).toHaveLength(0);
  });

  it('loads each configured tag once', () => {
    enableMarketing({ tagManager: 'GTM-TEST', adPixel: '123' });
    enableMarketing({ tagManager: 'GTM-TEST', adPixel: '123' });
    const sources = [...document.head.querySelectorAll<HTMLScriptElement>('script[data-marketing]')].map((script) => script.src);
    expect(sources).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST', 'https://connect.facebook.net/en_US/fbevents.js']);
  });
});
