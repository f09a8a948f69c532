import { screen } from '@testing-library/react';
import { getVerifyEmailMockHandler } from '../../api/generated/auth/auth.msw';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import VerifyEmailPage from './verify-email-page';

// The link opened in a browser that reads French, signed out: the page speaks the browser's language.
const server = serveApi();
beforeEach(() => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']));
afterEach(() => vi.restoreAllMocks());

const renderVerify = (path: string) => renderRoutes(path, { '/verify-email': <VerifyEmailPage /> });

describe('/verify-email in French', () => {
  it('says where the link went and offers to send it again', async () => {
    renderVerify('/verify-email?email=aoife%40example.ie');
    expect(await screen.findByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeInTheDocument();
    expect(screen.getByText(/Nous avons envoyé un lien de vérification à/)).toHaveTextContent(
      'Nous avons envoyé un lien de vérification à aoife@example.ie. Ouvrez-le pour vérifier votre compte.',
    );
    expect(screen.getByRole('button', { name: "Renvoyer l'e-mail de vérification" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/login');
  });

  it("shows a refused link with the server's words (asked in French) and the ways on", async () => {
    server.use(
      onOperation(getVerifyEmailMockHandler, () =>
        refusal({ statusCode: 410, error: 'Gone', message: 'Ce lien de vérification a expiré. Veuillez en demander un nouveau.' }),
      ),
    );
    renderVerify('/verify-email?token=abc&email=aoife%40example.ie');
    expect(await screen.findByRole('heading', { name: 'La vérification a échoué' })).toBeInTheDocument();
    expect(screen.getAllByText('Ce lien de vérification a expiré. Veuillez en demander un nouveau.').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: "Renvoyer l'e-mail de vérification" })).toBeInTheDocument();
  });
});
