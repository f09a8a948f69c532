import { screen } from '@testing-library/react';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import ContactPage from './contact-page';

const server = serveApi();

describe('/support in French', () => {
  it('frames the support form in French, with our hours in Dublin time', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH));
    renderRoutes('/support', { '/support': <ContactPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacter l’assistance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Envoyez-nous un message' })).toBeInTheDocument();
    expect(screen.getByText('Nous répondons sous 24 à 48 heures')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/dashboard');
  });
});
