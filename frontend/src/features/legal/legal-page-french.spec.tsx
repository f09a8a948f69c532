import { fireEvent, screen } from '@testing-library/react';
import { serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

// A visitor whose browser reads French.
serveApi();
beforeEach(() => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the legal pages in French', () => {
  it('/privacy: the policy, its sections and the contact in French', async () => {
    renderRoutes('/privacy', { '/privacy': <PrivacyPolicyPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByText('Dernière mise à jour : 10 octobre 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vos droits' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Désinscription et suppression/ }));
    expect(screen.getByText(/^Chaque e-mail que nous envoyons contient un lien de désinscription/)).toHaveTextContent(
      'Vous pouvez aussi écrire à support@tablemates.ie pour faire supprimer toutes vos données',
    );
    for (const link of screen.getAllByRole('link', { name: 'support@tablemates.ie' })) expect(link).toHaveAttribute('href', 'mailto:support@tablemates.ie');
    expect(screen.getByRole('heading', { name: 'Des questions ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('/terms after the launch: the fee’s terms are the booking page’s, in French, and the launch month is French', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    renderRoutes('/terms', { '/terms': <TermsOfServicePage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeInTheDocument();
    expect(screen.getByText(/Nous servons des dîners à Dublin depuis novembre 2025/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Réservations de dîners et frais de service/ }));
    expect(screen.getByText(/^Les réservations de dîners comportent des frais de service, payés à la réservation\. Si vous annulez/)).toBeInTheDocument();
  });
});
