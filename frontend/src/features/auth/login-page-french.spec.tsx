import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/render-routes';
import { serveApi } from '../../testing/api-server';
import LoginPage from './login-page';

// Signed out: the language is the browser's, here French.
serveApi();
beforeEach(() => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']));
afterEach(() => vi.restoreAllMocks());

describe('/login for a visitor whose browser reads French', () => {
  it('shows the sign-in form and its check in French', async () => {
    renderRoutes('/login', { '/login': <LoginPage /> });
    expect(await screen.findByRole('heading', { name: 'Bon retour parmi nous' })).toBeInTheDocument();
    expect(screen.getByText('Connectez-vous pour voir vos prochains dîners.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez saisir votre e-mail et votre mot de passe');
  });
});
