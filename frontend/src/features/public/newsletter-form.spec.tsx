import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSubscribeNewsletterMockHandler } from '../../api/generated/consent/consent.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { FRENCH_LANDING } from './landing-fr';
import { LandingTranslationProvider } from './landing-translation';
import { NewsletterForm } from './newsletter-form';

const CONSENT = /I agree to receive the Tablemates newsletter/;

async function fillIn(email: string) {
  renderRoutes('/newsletter', { '/newsletter': <NewsletterForm /> });
  const form = within(screen.getByRole('form', { name: 'Newsletter' }));
  await userEvent.type(form.getByLabelText('Email for the newsletter'), email);
  await userEvent.click(form.getByLabelText(CONSENT));
  await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
  return form;
}

describe('NewsletterForm', () => {
  const server = serveApi();

  it('asks for the trimmed email with the consent, says to confirm from the inbox and empties the form', async () => {
    const sent = recordBodies(server);
    server.use(getSubscribeNewsletterMockHandler({ email: 'news@example.ie', confirmWithinDays: 7 }));
    const form = await fillIn('  news@example.ie ');
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText('Open the link we sent to news@example.ie within 7 days to confirm your subscription.')).toBeInTheDocument();
    expect(await sent('/api/newsletter')).toEqual([{ email: 'news@example.ie', consent: true }]);
    expect(form.getByLabelText('Email for the newsletter')).toHaveValue('');
    expect(form.getByLabelText(CONSENT)).not.toBeChecked();
  });

  it("shows the server's refusal and keeps the email", async () => {
    server.use(
      onOperation(getSubscribeNewsletterMockHandler, () => refusal({ statusCode: 400, error: 'Bad Request', message: 'Please enter a valid email address.' })),
    );
    const form = await fillIn('news@example.ie');
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(form.getByLabelText('Email for the newsletter')).toHaveValue('news@example.ie');
  });

  it('speaks French on a French landing: its field, its consent and its answer', async () => {
    server.use(getSubscribeNewsletterMockHandler({ email: 'news@example.ie', confirmWithinDays: 7 }));
    renderRoutes('/newsletter', {
      '/newsletter': (
        <LandingTranslationProvider translation={FRENCH_LANDING}>
          <NewsletterForm />
        </LandingTranslationProvider>
      ),
    });
    const form = within(screen.getByRole('form', { name: 'Newsletter' }));
    expect(form.getByLabelText('E-mail pour la newsletter')).toHaveAttribute('placeholder', 'Votre e-mail');
    await userEvent.type(form.getByLabelText('E-mail pour la newsletter'), 'news@example.ie');
    await userEvent.click(form.getByLabelText(/^J'accepte de recevoir la newsletter de Tablemates par e-mail\./));
    await userEvent.click(form.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Consultez votre boîte de réception')).toBeInTheDocument();
    expect(screen.getByText('Ouvrez le lien envoyé à news@example.ie dans les 7 jours pour confirmer votre inscription.')).toBeInTheDocument();
  });
});
