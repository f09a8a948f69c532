import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetAccountSettingsMockHandler, getGetMemberNewsletterMockHandler, getRequestEmailChangeMockHandler } from '../../api/generated/account/account.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import SettingsPage from './settings-page';

const server = serveApi();

beforeEach(() => {
  server.use(
    getGetMeMockHandler(AOIFE_IN_FRENCH),
    getGetAccountSettingsMockHandler({ email: AOIFE_IN_FRENCH.email, pending_email_change: null, dinner_reminders: true }),
    getGetMemberNewsletterMockHandler({ subscribed: false, subscribed_at: null, source: null, consent_text: 'J’accepte de recevoir la newsletter' }),
  );
});

const renderSettings = () => renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <SettingsPage /> });

describe('Settings in French', () => {
  it('shows the sign-in email, its change form and its checks in French', async () => {
    renderSettings();
    const email = within(await screen.findByRole('region', { name: 'E-mail de connexion' }));
    expect(await email.findByText(/Vous vous connectez avec/)).toHaveTextContent(`Vous vous connectez avec ${AOIFE_IN_FRENCH.email}.`);
    await userEvent.type(email.getByLabelText(/^Nouvelle adresse e-mail/), AOIFE_IN_FRENCH.email);
    await userEvent.click(email.getByRole('button', { name: 'Changer d’adresse' }));
    expect(await email.findByText('C’est déjà votre adresse de connexion.')).toBeInTheDocument();
    expect(email.getByText('Veuillez saisir votre mot de passe actuel.')).toBeInTheDocument();
  });

  it('tells where the confirmation link went, in French', async () => {
    server.use(getRequestEmailChangeMockHandler({ new_email: 'aoife.new@example.ie', expires_at: '2026-12-05T12:00:00.000Z' }));
    renderSettings();
    const email = within(await screen.findByRole('region', { name: 'E-mail de connexion' }));
    await userEvent.type(await email.findByLabelText(/^Nouvelle adresse e-mail/), 'aoife.new@example.ie');
    await userEvent.type(email.getByLabelText(/^Mot de passe actuel/), 'Dinner4Two!');
    await userEvent.click(email.getByRole('button', { name: 'Changer d’adresse' }));
    expect(await screen.findByText('Nous avons envoyé un lien de confirmation à aoife.new@example.ie.')).toBeInTheDocument();
  });

  it('offers the mail preferences and the couple’s data in French', async () => {
    renderSettings();
    const mail = within(await screen.findByRole('region', { name: 'Préférences d’e-mails' }));
    expect(await mail.findByRole('switch', { name: 'Rappels de dîner' })).toBeChecked();
    expect(mail.getByText(/^J’accepte de recevoir la newsletter : nouveaux restaurants partenaires/)).toBeInTheDocument();
    const data = within(screen.getByRole('region', { name: 'Vos données' }));
    expect(data.getByRole('button', { name: 'Télécharger nos données' })).toBeInTheDocument();
    await userEvent.click(data.getByRole('button', { name: 'Supprimer notre compte' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer notre compte ?' }));
    expect(dialog.getByText(/Cette action est irréversible\.$/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Garder notre compte' })).toBeInTheDocument();
  });
});
