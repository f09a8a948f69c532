import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCheckEmailMockHandler } from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { ONLY_DUBLIN_OPEN } from '../../testing/cities';
import { renderRoutes } from '../../testing/render-routes';
import SignupPage from './signup-page';

// A visitor: the wizard speaks the browser's language, here French; the values sent stay the API's.
const server = serveApi(ONLY_DUBLIN_OPEN);
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']);
  server.use(getCheckEmailMockHandler({ exists: false }));
});
afterEach(() => vi.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });

describe('/signup for a visitor whose browser reads French', () => {
  it("shows the first step's titles, fields and options in French", async () => {
    renderRoutes('/signup', { '/signup': <SignupPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: "Votre état d'esprit et vos coordonnées" })).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Qu'est-ce qui vous amène chez Tablemates \?/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Simplement envie de rencontrer de nouveaux couples intéressants !')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Prénom de votre partenaire/ })).toBeInTheDocument();
    const gender = screen.getByRole('combobox', { name: 'Genre' });
    expect(within(gender).getByRole('option', { name: 'Femme' })).toHaveValue('Female');
    const birthDate = screen.getByRole('group', { name: 'Date de naissance' });
    expect(within(within(birthDate).getByRole('combobox', { name: 'Mois' })).getByRole('option', { name: 'mars' })).toHaveValue('3');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });

  it("words the step's checks in French", async () => {
    renderRoutes('/signup', { '/signup': <SignupPage /> });
    await user().click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Veuillez choisir au moins une raison de nous rejoindre.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre prénom.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir le prénom de votre partenaire.')).toBeInTheDocument();
  });
});
