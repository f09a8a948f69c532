import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getConfirmEmailChangeMockHandler,
  getForgotPasswordMockHandler,
  getResetPasswordMockHandler,
  getVerifyMagicLinkMockHandler,
} from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import ConfirmEmailChangePage from './confirm-email-change-page';
import ResetPasswordPage from './reset-password-page';
import VerifyLoginPage from './verify-login-page';

// The mailed links opened in a browser that reads French, signed out: each page speaks the browser's language,
// and the server's English answers of success are shown in French.
const server = serveApi();
beforeEach(() => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']));
afterEach(() => vi.restoreAllMocks());

describe('the account links in French', () => {
  it('asks for a reset link and answers in French', async () => {
    server.use(getForgotPasswordMockHandler({ message: 'If an account exists for this email, a password reset link is on its way. It expires in 1 hour.' }));
    renderRoutes('/reset-password', { '/reset-password': <ResetPasswordPage /> });
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'aoife@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(
      await screen.findByText('Si un compte existe pour cette adresse, un lien de réinitialisation est en route. Il expire dans 1 heure.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/join');
  });

  it('sets a new password in French', async () => {
    server.use(getResetPasswordMockHandler({ message: 'Your password has been reset. You can now log in with your new password.' }));
    renderRoutes('/reset-password?token=t1&email=aoife%40example.ie', { '/reset-password': <ResetPasswordPage /> });
    expect(await screen.findByRole('heading', { name: 'Réinitialisez votre mot de passe' })).toBeInTheDocument();
    expect(screen.getByText('Choisissez un nouveau mot de passe pour aoife@example.ie.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Dinner2gether!');
    await userEvent.type(screen.getByLabelText(/^Confirmez le nouveau mot de passe/), 'Dinner2gether!');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(await screen.findByRole('heading', { name: 'Mot de passe modifié' })).toBeInTheDocument();
    expect(
      screen.getByText('Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.'),
    ).toBeInTheDocument();
  });

  it('signs in with a mailed link in French', async () => {
    server.use(getVerifyMagicLinkMockHandler({ redirectTo: '/dashboard', message: 'Login successful', user: AOIFE_IN_FRENCH }));
    renderRoutes('/verify-login?token=t1&email=aoife%40example.ie', { '/verify-login': <VerifyLoginPage />, '/dashboard': <p>Tableau</p> });
    expect(await screen.findByRole('heading', { name: 'Vous êtes connecté·e !' })).toBeInTheDocument();
    expect(screen.getByText('Connexion réussie')).toBeInTheDocument();
  });

  it('explains an incomplete sign-in link in French', async () => {
    renderRoutes('/verify-login?token=t1', { '/verify-login': <VerifyLoginPage /> });
    expect(await screen.findByRole('heading', { name: 'Le lien de connexion n’a pas fonctionné' })).toBeInTheDocument();
    expect(screen.getByText('Lien de connexion invalide : il manque le jeton ou l’adresse e-mail.')).toBeInTheDocument();
  });

  it('confirms a new sign-in email in French', async () => {
    server.use(getConfirmEmailChangeMockHandler({ message: 'Your sign-in email is now aoife.new@example.ie.', email: 'aoife.new@example.ie' }));
    renderRoutes('/confirm-email-change?token=t1', { '/confirm-email-change': <ConfirmEmailChangePage /> });
    expect(await screen.findByRole('heading', { name: 'Votre nouvelle adresse est confirmée' })).toBeInTheDocument();
    expect(screen.getByText('Votre adresse de connexion est maintenant aoife.new@example.ie. Utilisez-la désormais pour vous connecter.')).toBeInTheDocument();
  });
});
