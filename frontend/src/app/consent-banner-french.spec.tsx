import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from './app-providers';
import { AppLanguage } from './app';
import { serveApi } from '../testing/api-server';

// A visitor whose browser reads French, on a page of the app (the landing stays English).
serveApi();
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the cookie banner in French', () => {
  it('asks in French, and its dialog names the categories and its Close in French', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <AppProviders Language={AppLanguage}>
        <p>La page</p>
      </AppProviders>,
    );
    await act(async () => vi.advanceTimersByTime(1000));
    // The French catalogue and the dialog are chunks of their own: real timers while they load.
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Votre vie privée compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Essentiels uniquement' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(await screen.findByRole('dialog', { name: 'Préférences de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cookies marketing' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Enregistrer les préférences' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
