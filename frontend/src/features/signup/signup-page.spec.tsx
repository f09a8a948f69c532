import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { birthYears } from '../../components/ui/date-picker';
import { HttpResponse, type HttpHandler } from 'msw';
import { getCheckEmailMockHandler, getSavePartialSignupMockHandler, getSignupMockHandler } from '../../api/generated/auth/auth.msw';
import type { CurrentUserDto } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import { getListPublicCitiesMockHandler } from '../../api/generated/cities/cities.msw';
import { DUBLIN, ONLY_DUBLIN_OPEN } from '../../testing/cities';
import SignupPage from './signup-page';

/** Signed in right after signing up: the email not verified yet. */
const USER: CurrentUserDto = { ...AOIFE, email_verified: false };

const server = serveApi(ONLY_DUBLIN_OPEN);

/** A new address, the partial signup saved and the signup accepted; `handlers` come first. */
const api = (...handlers: HttpHandler[]) =>
  server.use(
    ...handlers,
    getCheckEmailMockHandler({ exists: false }),
    getSavePartialSignupMockHandler({ user_id: 'partial-1', message: 'Partial signup saved' }),
    getSignupMockHandler({ user: USER, message: 'Registration successful' }),
  );

const renderSignup = () => renderRoutes('/signup', { '/signup': <SignupPage /> }).router;

// No delay between keystrokes: the wizard is big and the machine is shared.
const user = () => userEvent.setup({ delay: null });
const YEAR = String(birthYears()[10]);

async function pickDate(legend: string, day: string, month: string) {
  const group = screen.getByRole('group', { name: new RegExp(legend) });
  const u = user();
  await u.selectOptions(within(group).getByRole('combobox', { name: 'Day' }), day);
  await u.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), month);
  await u.selectOptions(within(group).getByRole('combobox', { name: 'Year' }), YEAR);
}

async function fillStep1() {
  const u = user();
  await u.click(screen.getByLabelText('Just looking to meet new, interesting couples!'));
  await u.type(screen.getByLabelText(/^First Name/), 'Aoife');
  await u.type(screen.getByLabelText(/^Last Name/), 'Byrne');
  await pickDate('^Date of Birth', '7', 'March');
  await u.type(screen.getByLabelText(/^Email/), 'aoife@example.ie');
  await u.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
  await u.type(screen.getByLabelText(/^Phone Number/), '871234567');
  await u.type(screen.getByLabelText(/^Partner's First Name/), 'Cian');
  await u.selectOptions(screen.getByLabelText(/^Partner's Gender/), 'Male');
  await pickDate("Partner's Date of Birth", '21', 'June');
}

async function next() {
  await user().click(screen.getByRole('button', { name: 'Next' }));
}

async function fillStep2() {
  const u = user();
  await u.click(await screen.findByLabelText('Occasionally (2-3 times a month)'));
  await u.click(screen.getByLabelText('€€€'));
  await u.click(screen.getByLabelText('Italian'));
  await u.click(screen.getByLabelText('Thai'));
  await u.click(screen.getByLabelText('None'));
  await u.click(screen.getByLabelText('Relaxed & Casual'));
}

async function fillStep3() {
  const u = user();
  await u.click(await screen.findByLabelText('Quiet dinners with close friends'));
  await u.click(screen.getByLabelText('Cultural experiences'));
  await u.click(screen.getByLabelText('Around our age'));
  await u.click(screen.getByLabelText('A mix'));
  await u.click(screen.getByLabelText('Good flow'));
}

// Whole-wizard walks take a while.
vi.setConfig({ testTimeout: 30_000 });

describe('signup wizard', () => {
  beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('keeps step 1 until it is complete, with the toast and the highlighted fields', async () => {
    api();
    renderSignup();
    // The step title is the page's one h1 (a page without one fails axe's page-has-heading-one).
    expect(screen.getByRole('heading', { name: 'Your Social Vibe & Details', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Social Vibe & Details', level: 1 })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete all required fields');
    expect(screen.getByRole('alert')).toHaveTextContent('Some required information is missing. Check the highlighted sections below.');
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    // The first highlighted field (the reasons for joining, at the top) takes focus.
    await waitFor(() => expect(screen.getByLabelText("We've lost our friends to babies!")).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Your Social Vibe & Details' })).toBeInTheDocument();
  });

  it("stops text input at the API's length limits, so a long value cannot fail the final submit", () => {
    api();
    renderSignup();
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Last Name/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Partner's First Name/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('maxLength', '320');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('maxLength', '19');
  });

  it('says truthfully how the partner gets invited: from the dashboard, not by the signup itself', () => {
    api();
    renderSignup();
    expect(screen.getByText('Once your email is verified, you can invite your partner from your dashboard.')).toBeInTheDocument();
  });

  it("rejects the partner's email when it is the own email in other letter case", async () => {
    api();
    renderSignup();
    await user().type(screen.getByLabelText(/^Email/), 'aoife@example.ie');
    await user().type(screen.getByLabelText(/^Partner's Email/), 'AOIFE@example.ie');
    await user().tab();
    expect(await screen.findByText("Your email and your partner's email cannot be the same.")).toBeInTheDocument();
  });

  it('checks the email on blur: invalid format, or already registered with a way to log in', async () => {
    const sent = recordBodies(server);
    api(getCheckEmailMockHandler({ exists: true }));
    const router = renderSignup();
    const email = screen.getByLabelText(/^Email/);
    await user().type(email, 'aoife@');
    await user().tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    expect(await sent('/api/auth/check-email')).toHaveLength(0);
    await user().type(email, 'example.ie');
    await user().tab();
    expect(await screen.findByText('This email is already registered. Please login to access your account.')).toBeInTheDocument();
    expect(await sent('/api/auth/check-email')).toEqual([{ email: 'aoife@example.ie' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('This email is already registered. Please log in instead.');
    await user().click(screen.getByRole('button', { name: 'Login to Your Account' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('announces an available email', async () => {
    api();
    renderSignup();
    await user().type(screen.getByLabelText(/^Email/), 'new@example.ie');
    await user().tab();
    expect(await screen.findByText('Email available!')).toBeInTheDocument();
  });

  it('only logs a failed email check and leaves the field clean', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api(onOperation(getCheckEmailMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' })));
    renderSignup();
    await user().type(screen.getByLabelText(/^Email/), 'new@example.ie');
    await user().tab();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Email availability check failed', expect.anything()));
    expect(screen.queryByText('Email available!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    logged.mockRestore();
  });

  it('says when too many emails were checked, and never calls a failed check available', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = recordBodies(server);
    api(
      onOperation(getCheckEmailMockHandler, () =>
        refusal({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again later.' }),
      ),
    );
    renderSignup();
    await user().type(screen.getByLabelText(/^Email/), 'new@example.ie');
    await user().tab();
    expect(await screen.findByText("We can't check more emails just now. We'll check this one when you create your account.")).toBeInTheDocument();
    expect(screen.queryByText('Email available!')).not.toBeInTheDocument();
    await user().click(screen.getByLabelText(/^Email/));
    await user().tab();
    await waitFor(async () => expect(await sent('/api/auth/check-email')).toHaveLength(2));
    logged.mockRestore();
  });

  it('keeps the answers across a refresh and moves between steps with the browser history, never storing passwords', async () => {
    api();
    const { router } = renderRoutes('/signup', { '/signup': <SignupPage /> });
    await fillStep1();
    await next();
    await fillStep2();
    await next();
    expect(await screen.findByRole('heading', { name: "Complete Your Couple's Profile" })).toBeInTheDocument();
    // The browser's back and forward buttons: the router's state changes, and the wizard renders the step, inside act.
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Italian')).toBeChecked();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: "Complete Your Couple's Profile" })).toBeInTheDocument();
    await fillStep3();
    await next();
    await user().type(await screen.findByLabelText(/^Password/), 'Secret#Pass1');
    expect(sessionStorage.getItem('tablemates.signup')).not.toContain('Secret#Pass1');
    // A refresh: a new page on the same URL finds every answer but the password.
    cleanup();
    renderRoutes('/signup?step=2', { '/signup': <SignupPage /> });
    expect(await screen.findByLabelText('Thai')).toBeChecked();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('moves on with one press of Next made from an email field: its check, started by the blur, does not swallow the press (issue 51)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api(
      onOperation(getCheckEmailMockHandler, async () => {
        await answered;
        return HttpResponse.json({ exists: false });
      }),
    );
    renderSignup();
    await fillStep1();
    await user().type(screen.getByLabelText(/^Partner's Email/), 'cian@example.ie');
    // The press blurs the partner's email, whose check is still running when the click lands.
    await next();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('heading', { name: 'Your Culinary & Dining Preferences' })).toBeInTheDocument();
  });

  it('opens no step beyond the furthest one reached', async () => {
    api();
    renderRoutes('/signup?step=4', { '/signup': <SignupPage /> });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('saves the partial signup when leaving step 1', async () => {
    const sent = recordBodies(server);
    api();
    renderSignup();
    await fillStep1();
    await next();
    expect(await screen.findByRole('heading', { name: 'Your Culinary & Dining Preferences' })).toBeInTheDocument();
    // Focus follows to the new step's title instead of staying on Next at the bottom (in the effect after the step renders).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Culinary & Dining Preferences' })).toHaveFocus());
    const [partial] = await sent('/api/auth/save-partial-signup');
    expect(partial).toMatchObject({
      email: 'aoife@example.ie',
      first_name: 'Aoife',
      date_of_birth: `${YEAR}-03-07`,
      phone_number: '+353 871234567',
      bringingToTablemates: ['Just looking to meet new, interesting couples!'],
    });
    expect(partial).not.toHaveProperty('password');
  });

  it('step 2: the mutually exclusive options disable the others, and the minimums have their messages', async () => {
    api();
    renderSignup();
    await fillStep1();
    await next();
    const u = user();
    expect(await screen.findByLabelText(/^Location/)).toHaveValue('Dublin');

    await u.click(screen.getByLabelText('€€'));
    await u.click(screen.getByLabelText('Open to all price ranges!'));
    expect(screen.getByLabelText('€€')).not.toBeChecked();
    expect(screen.getByLabelText('€€')).toBeDisabled();

    await u.click(screen.getByLabelText('Italian'));
    await next();
    expect(screen.getByText('Please select at least 2 cuisine types to proceed.')).toBeInTheDocument();
    expect(screen.getByText('Please select at least 1 dining vibe option to proceed.')).toBeInTheDocument();
    await u.click(screen.getByLabelText('Surprise Us!'));
    expect(screen.getByLabelText('Italian')).not.toBeChecked();
    expect(screen.getByLabelText('Thai')).toBeDisabled();
    expect(screen.queryByText('Please select at least 2 cuisine types to proceed.')).not.toBeInTheDocument();

    await u.click(screen.getByLabelText('Other'));
    expect(screen.getByText('Please specify your restriction.')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Please specify/), 'Shellfish');
    await u.click(screen.getByLabelText('None'));
    expect(screen.getByLabelText('Other')).not.toBeChecked();
    expect(screen.getByLabelText('Vegan')).toBeDisabled();
    expect(screen.queryByLabelText(/^Please specify/)).not.toBeInTheDocument();
    await u.click(screen.getByLabelText('None'));
    await u.click(screen.getByLabelText('Other'));
    expect(screen.getByLabelText(/^Please specify/)).toHaveValue('');
  });

  it('step 2: the location is one of the open cities, and a coming-soon city leads to its waitlist', async () => {
    api(
      getListPublicCitiesMockHandler({
        cities: [
          DUBLIN,
          { ...DUBLIN, id: 'cork', name: 'Cork' },
          { ...DUBLIN, id: 'london', name: 'London', country: 'United Kingdom', currency: 'GBP', status: 'coming_soon' },
        ],
      }),
    );
    const sent = recordBodies(server);
    const router = renderSignup();
    await fillStep1();
    await next();
    const location = await screen.findByLabelText(/^Location/);
    await waitFor(() =>
      expect(
        within(location)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose your city', 'Dublin', 'Cork']),
    );
    expect(screen.queryByText("We're launching in Dublin first.")).not.toBeInTheDocument();
    const waitlist = screen.getByRole('link', { name: 'Join the London waitlist' });
    expect(waitlist).toHaveAttribute('href', '/?city=London#waitlist');
    await user().selectOptions(location, 'Cork');
    await fillStep2();
    await next();
    await fillStep3();
    await next();
    const u = user();
    await u.type(await screen.findByLabelText(/^Password/), 'Dinner2gether!');
    await u.type(screen.getByLabelText(/^Confirm Password/), 'Dinner2gether!');
    await u.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await u.click(screen.getByRole('button', { name: 'Ready for Tablemates!' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [payload] = await sent('/api/auth/signup');
    // The language the wizard was read in (the browser's, English here) becomes the member's choice.
    expect(payload).toMatchObject({ location: 'Cork', language: 'en' });
  });

  it('step 2: a saved location that is no longer open moves to the first open city', async () => {
    api(
      getListPublicCitiesMockHandler({
        cities: [
          { ...DUBLIN, id: 'cork', name: 'Cork' },
          { ...DUBLIN, status: 'coming_soon' },
        ],
      }),
    );
    renderSignup();
    await fillStep1();
    await next();
    await waitFor(() => expect(screen.getByLabelText(/^Location/)).toHaveValue('Cork'));
    expect(screen.getByRole('link', { name: 'Join the Dublin waitlist' })).toBeInTheDocument();
  });

  it("step 2: with one open city, the location says it is where we're launching", async () => {
    api();
    renderSignup();
    await fillStep1();
    await next();
    expect(await screen.findByLabelText(/^Location/)).toHaveValue('Dublin');
    expect(await screen.findByText("We're launching in Dublin first.")).toBeInTheDocument();
    expect(screen.queryByText('Coming soon:')).not.toBeInTheDocument();
  });

  it("shows the partner's other-gender text only for 'Prefer not to say'", async () => {
    api();
    renderSignup();
    await user().selectOptions(screen.getByLabelText(/^Partner's Gender/), 'Prefer not to say');
    await user().type(screen.getByLabelText(/How would your partner describe/), 'Genderfluid');
    await user().selectOptions(screen.getByLabelText(/^Partner's Gender/), 'Male');
    expect(screen.queryByLabelText(/How would your partner describe/)).not.toBeInTheDocument();
    await user().selectOptions(screen.getByLabelText(/^Partner's Gender/), 'Prefer not to say');
    expect(screen.getByLabelText(/How would your partner describe/)).toHaveValue('');
  });

  it('step 3 and 4: messages, strength meter and the final submit into the dashboard', async () => {
    const sent = recordBodies(server);
    api();
    const router = renderSignup();
    await fillStep1();
    await next();
    await fillStep2();
    await next();
    expect(await screen.findByRole('heading', { name: "Complete Your Couple's Profile" })).toBeInTheDocument();
    await next();
    for (const message of [
      'Please select at least 2 options for your ideal social outing.',
      'Please select your age preference to proceed.',
      'Please select your social planning style to proceed.',
      'Please select your social interaction preference to proceed.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    await fillStep3();
    await next();

    const u = user();
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('aoife@example.ie');
    await u.click(screen.getByRole('button', { name: 'Ready for Tablemates!' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please complete all required fields on the final step.'));
    expect(screen.getByRole('alert')).toHaveTextContent("Check your password and ensure you've accepted the terms.");
    expect(screen.getByText('You must accept the Terms of Service and Privacy Policy to continue')).toBeInTheDocument();

    await u.type(screen.getByLabelText(/^Password/), 'abcdefgh');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/^Password/));
    await u.type(screen.getByLabelText(/^Password/), 'Dinner2gether!');
    expect(screen.getByText('Password strength: Very Strong')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Confirm Password/), 'Dinner2gether');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Confirm Password/), '!');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await u.click(screen.getByRole('button', { name: 'Ready for Tablemates!' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Registration successful'));
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been created. Welcome to Tablemates!');
    const [payload] = await sent('/api/auth/signup');
    expect(payload).toMatchObject({
      email: 'aoife@example.ie',
      partner_first_name: 'Cian',
      location: 'Dublin',
      restaurant_price_preference: ['€€€'],
      cuisine_types: ['Italian', 'Thai'],
      dietary_restrictions: ['None'],
      diningVibe: ['Relaxed & Casual'],
      idealSocialOuting: ['Quiet dinners with close friends', 'Cultural experiences'],
      socialAgePreference: 'Around our age',
      planningStyle: 'A mix',
      communication_style: 'Good flow',
      password: 'Dinner2gether!',
      accepted_terms: true,
    });
  });
});
