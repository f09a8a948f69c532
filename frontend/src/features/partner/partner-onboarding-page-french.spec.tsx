import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetPartnerInfoMockHandler } from '../../api/generated/partner/partner.msw';
import { serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import PartnerOnboardingPage from './partner-onboarding-page';

vi.mock('./leave-page', () => ({ leavePage: vi.fn() }));

// The invited partner opens the link in a browser that reads French.
const server = serveApi();
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']);
  server.use(
    getGetPartnerInfoMockHandler({
      partner_id: '6f1c2d9e-8b1a-4c3e-9f00-0a1b2c3d4e5f',
      token: 'tok',
      partner_first_name: 'Cian',
      primary_user_name: 'Aoife Byrne',
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('/partner-onboarding in French', () => {
  it('welcomes the partner and words the first missing answer in French', async () => {
    renderRoutes('/partner-onboarding?token=tok&email=cian%40example.ie', { '*': <PartnerOnboardingPage /> });
    expect(await screen.findByText('Bienvenue, Cian !')).toBeInTheDocument();
    expect(screen.getByText(/^Aoife Byrne vous invite à le ou la rejoindre sur Tablemates\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Numéro de téléphone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terminer la création du compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nom obligatoire');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir votre nom.');
  });
});
