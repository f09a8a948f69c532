import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSendContactMessageMockHandler } from '../../api/generated/support/support.msw';
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

describe('the support form in French', () => {
  it('labels its fields and words its field messages in French', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH));
    const user = userEvent.setup();
    renderRoutes('/support', { '/support': <ContactPage /> });
    const form = await screen.findByRole('form', { name: 'Formulaire de contact' });
    expect(within(form).getByLabelText(/^Nom/)).toHaveAttribute('placeholder', 'Votre nom');
    await user.clear(within(form).getByLabelText(/^Nom/));
    await user.click(within(form).getByRole('button', { name: 'Envoyer le message' }));
    expect(await within(form).findByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('L’objet est obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('Le message doit compter au moins 10 caractères')).toBeInTheDocument();
  });

  it('says in French that the message was sent, and asks for the receipt in French', async () => {
    const sent: unknown[] = [];
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getSendContactMessageMockHandler(async ({ request }) => {
        sent.push(await request.json());
        return { id: 'c0ffee00-0000-4000-8000-000000000001', receivedAt: '2026-12-04T09:00:00Z' };
      }),
    );
    const user = userEvent.setup();
    renderRoutes('/support', { '/support': <ContactPage /> });
    const form = await screen.findByRole('form', { name: 'Formulaire de contact' });
    await user.type(within(form).getByLabelText(/^Objet/), 'Allergie');
    await user.type(within(form).getByLabelText(/^Message/), 'Mon mari est allergique aux noix.');
    await user.click(within(form).getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(screen.getByText('Nous vous répondrons dès que possible.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ subject: 'Allergie', language: 'fr' })]);
  });
});
