import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserDto, PartnerInfoDto } from '../../api/generated/model';
import { getCompletePartnerOnboardingMockHandler, getGetPartnerInfoMockHandler } from '../../api/generated/partner/partner.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { leavePage } from './leave-page';
import PartnerOnboardingPage from './partner-onboarding-page';

vi.mock('./leave-page', () => ({ leavePage: vi.fn() }));

const INVITE: PartnerInfoDto = {
  partner_id: '6f1c2d9e-8b1a-4c3e-9f00-0a1b2c3d4e5f',
  token: 'tok',
  partner_first_name: 'Cian',
  primary_user_name: 'Aoife Byrne',
};
const CIAN: CurrentUserDto = {
  id: 'p1',
  email: 'cian@example.ie',
  first_name: 'Cian',
  last_name: 'Walsh',
  role: 'partner',
  is_admin: false,
  email_verified: true,
  couple_id: 'c1',
  service_terminated: false,
  suspended_until: null,
  suspension_reason: null,
  termination_cause: null,
  termination_reason: null,
  language: 'en',
  language_choice: null,
};
const LINK = '/partner-onboarding?token=tok&email=cian%40example.ie&inviter=Aoife';
const renderOnboarding = (path = LINK) => renderRoutes(path, { '*': <PartnerOnboardingPage /> });

async function fillForm(password = 'Dinner2gether!') {
  await userEvent.type(screen.getByLabelText(/^Last Name/), ' Walsh ');
  await userEvent.type(screen.getByLabelText(/^Phone Number/), '861234567');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm Password/), password);
}

describe('/partner-onboarding', () => {
  const server = serveApi();
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(leavePage).mockClear();
  });

  it('sends a link without token or email home with the toast', async () => {
    renderOnboarding('/partner-onboarding?token=tok');
    expect(await screen.findByText('Invalid invitation link')).toBeInTheDocument();
    expect(screen.getByText('Please use the invitation link from your email.')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1500);
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it("sends an expired invitation home with the server's message", async () => {
    server.use(onOperation(getGetPartnerInfoMockHandler, () => refusal({ statusCode: 410, error: 'Gone', message: 'This invitation has expired.' })));
    renderOnboarding();
    expect(await screen.findByText('Invalid invitation')).toBeInTheDocument();
    expect(screen.getByText('This invitation has expired.')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1500);
    expect(leavePage).toHaveBeenCalledWith('/');
  });

  it('greets the partner and checks the fields in order, each with its toast', async () => {
    server.use(getGetPartnerInfoMockHandler(INVITE));
    renderOnboarding();
    expect(await screen.findByRole('heading', { name: 'Welcome, Cian!' })).toBeInTheDocument();
    expect(screen.getByText(/Aoife Byrne has invited you to join them/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Cian');
    const submit = screen.getByRole('button', { name: 'Complete Account Setup' });
    await userEvent.clear(screen.getByLabelText(/^First Name/));
    await userEvent.type(screen.getByLabelText(/^First Name/), '  ');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('First name required');
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Cian');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Last name required');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Walsh');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number required');
    // A number too short for the server is caught here, not by a technical server error.
    await userEvent.type(screen.getByLabelText(/^Phone Number/), '861');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
    await userEvent.type(screen.getByLabelText(/^Phone Number/), '234567');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long.');
    await userEvent.type(screen.getByLabelText(/^Password/), 'enough!');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match");
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'shortenough!');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms and conditions to continue.');
  });

  it('keeps the form and says why when the server refuses', async () => {
    server.use(
      getGetPartnerInfoMockHandler(INVITE),
      onOperation(getCompletePartnerOnboardingMockHandler, () =>
        refusal({ statusCode: 410, error: 'Gone', message: 'This invitation has already been used.' }),
      ),
    );
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Welcome, Cian!' });
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Account Setup' }));
    expect(await screen.findByText('Account creation failed')).toBeInTheDocument();
    expect(screen.getByText('This invitation has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Account Setup' })).toBeEnabled();
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue(' Walsh ');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('creates the account and goes to the dashboard', async () => {
    const sent = recordBodies(server);
    server.use(getGetPartnerInfoMockHandler(INVITE), getCompletePartnerOnboardingMockHandler({ user: CIAN, message: 'Account created successfully' }));
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Welcome, Cian!' });
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Account Setup' }));
    expect(await screen.findByText('Welcome to Tablemates!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creating your account...' })).toBeDisabled();
    expect(await sent('/api/partner/complete-onboarding')).toEqual([
      {
        partner_id: INVITE.partner_id,
        token: 'tok',
        first_name: 'Cian',
        last_name: 'Walsh',
        phone_number: '+353 861234567',
        password: 'Dinner2gether!',
        accepted_terms: true,
        marketingOptIn: false,
        language: 'en',
      },
    ]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(leavePage).toHaveBeenCalledWith('/dashboard');
  });
});

// The invited partner opens the link in a browser that reads French. In this file, not one of its own: the page must be
// imported after this file's mock of leave-page (components share one module registry, docs/testing.md).
describe('/partner-onboarding in French', () => {
  const server = serveApi();
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']);
    server.use(getGetPartnerInfoMockHandler(INVITE));
  });
  afterEach(() => vi.restoreAllMocks());

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
