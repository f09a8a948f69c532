import { vi } from 'vitest';

/**
 * The catalogue registry with small stand-in catalogues, so that what is downloaded when is
 * seen apart from the real messages (and from the test set-up, which loads everything).
 */
async function freshRegistry() {
  vi.resetModules();
  const downloads: string[] = [];
  const area = (name: string, messages: Record<string, string>) => () => {
    downloads.push(name);
    return Promise.resolve(messages);
  };
  vi.doMock('./messages/en', () => ({
    default: { 'common.close': 'Close' },
    AREAS: { admin: area('en:admin', { 'admin.title': 'Console' }), legal: area('en:legal', { 'legal.title': 'Terms' }) },
  }));
  vi.doMock('./messages/fr', () => {
    downloads.push('fr');
    return {
      default: { 'common.close': 'Fermer' },
      AREAS: { admin: area('fr:admin', { 'admin.title': 'Console (fr)' }), legal: area('fr:legal', { 'legal.title': 'Conditions' }) },
    };
  });
  return { registry: await import('./catalogues'), downloads };
}

describe('the catalogue registry', () => {
  afterEach(() => {
    vi.doUnmock('./messages/en');
    vi.doUnmock('./messages/fr');
    vi.resetModules();
  });

  it("starts with English's core only: an area comes with the page that asks for it", async () => {
    const { registry, downloads } = await freshRegistry();
    expect(registry.messagesOf('en')).toEqual({ 'common.close': 'Close' });
    const page = await registry.withAreas(['admin'], () => Promise.resolve('the page module'));
    expect(page).toBe('the page module');
    expect(downloads).toEqual(['en:admin']);
    expect(registry.messagesOf('en')).toEqual({ 'common.close': 'Close', 'admin.title': 'Console' });
  });

  it('brings the areas asked for so far with a language loaded later, English under any key it lacks', async () => {
    const { registry, downloads } = await freshRegistry();
    await registry.requireAreas(['legal']);
    await registry.loadCatalogue('fr');
    expect(downloads).toEqual(['en:legal', 'fr', 'fr:legal']);
    expect(registry.messagesOf('fr')).toEqual({ 'common.close': 'Fermer', 'legal.title': 'Conditions' });
  });

  it('downloads an area in every language loaded so far, each once', async () => {
    const { registry, downloads } = await freshRegistry();
    await registry.loadCatalogue('fr');
    await registry.requireAreas(['admin']);
    await registry.requireAreas(['admin']);
    expect(downloads).toEqual(['fr', 'en:admin', 'fr:admin']);
    expect((registry.messagesOf('fr') as Record<string, string>)['admin.title']).toBe('Console (fr)');
  });

  it('tells its listeners of each download, and keeps the same messages object until then', async () => {
    const { registry } = await freshRegistry();
    const before = registry.messagesOf('en');
    expect(registry.messagesOf('en')).toBe(before);
    const heard = vi.fn();
    const stop = registry.onCatalogueChange(heard);
    await registry.requireAreas(['legal']);
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(registry.messagesOf('en')).not.toBe(before);
  });
});
