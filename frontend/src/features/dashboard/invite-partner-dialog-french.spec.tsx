import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { getSendPartnerInvitationMockHandler } from '../../api/generated/partner/partner.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { InvitePartnerDialog } from './invite-partner-dialog';

const server = serveApi();
beforeEach(() => server.use(getGetMeMockHandler(AOIFE_IN_FRENCH)));

const renderDialog = () => renderRoutes('/dashboard', { '/dashboard': <InvitePartnerDialog open onClose={() => undefined} initialEmail="" /> });

describe('the partner invitation in French', () => {
  it('refuses an empty address with the French toast', async () => {
    renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Invitez votre partenaire' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Veuillez saisir l’adresse e-mail de votre partenaire.')).toBeInTheDocument();
  });

  it('says where the invitation went, in French', async () => {
    server.use(getSendPartnerInvitationMockHandler({ message: 'Invitation sent', partner_email: 'cian@example.ie', expires_at: '2026-12-11T12:00:00.000Z' }));
    renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Invitez votre partenaire' }));
    await userEvent.type(dialog.getByLabelText(/^E-mail de votre partenaire/), 'cian@example.ie');
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Nous avons envoyé une invitation à cian@example.ie.')).toBeInTheDocument();
  });
});
