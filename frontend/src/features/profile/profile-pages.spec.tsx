import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { getGetOwnDetailsMockHandler, getUpdateOwnDetailsMockHandler } from '../../api/generated/account/account.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { CoupleProfileDto, CoupleProfileFormDto, MemberDetailsDto, PartnerDescriptionDto, PartnerDto } from '../../api/generated/model';
import { getGetUserPartnerMockHandler, getUpdatePartnerDescriptionMockHandler } from '../../api/generated/partner/partner.msw';
import { getGetUserProfileMockHandler, getUpdateUserProfileMockHandler } from '../../api/generated/profile/profile.msw';
import { recordBodies, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { ONLY_DUBLIN_OPEN } from '../../testing/cities';
import CompleteProfilePage from './complete-profile-page';
import ProfileEditPage from './profile-edit-page';

const PROFILE: CoupleProfileDto = {
  couple_id: 'c1',
  status: 'active',
  bringing_to_tablemates: ['Just looking to meet new, interesting couples!'],
  life_stage_preference: null,
  dining_frequency: 'Occasionally (2-3 times a month)',
  restaurant_price_preference: ['€€'],
  city: 'Dublin',
  country: 'Ireland',
  cuisine_types: ['Italian', 'Japanese'],
  dietary_restrictions: ['None'],
  other_dietary_restrictions: null,
  dining_vibe: ['Relaxed & Casual'],
  ideal_social_outing: ['Gaming', 'Travel and exploration'],
  social_age_preference: 'Around our age',
  diverse_couples_preference: [],
  travel_destinations: [],
  planning_style: 'A mix',
  communication_style: 'Good flow',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const DETAILS: MemberDetailsDto = { first_name: 'Aoife', last_name: 'Byrne', phone_number: '+353 871234567', date_of_birth: '1990-05-17' };

const JOINED: PartnerDto = {
  id: 'u2',
  status: 'active',
  first_name: 'Cian',
  last_name: 'Byrne',
  email: 'cian@example.ie',
  email_verified: true,
  gender: 'Male',
  date_of_birth: '1989-02-03',
  invitation_expires_at: null,
};
const NOT_JOINED: PartnerDto = {
  ...JOINED,
  id: null,
  status: 'invited',
  last_name: null,
  email_verified: false,
  invitation_expires_at: '2026-12-01T10:00:00.000Z',
};

const server = serveApi(ONLY_DUBLIN_OPEN);

/** Aoife signed in with her profile, details and joined partner; `handlers` come first. */
const signedIn = (...handlers: HttpHandler[]) =>
  server.use(
    ...handlers,
    getGetMeMockHandler(AOIFE),
    getGetUserProfileMockHandler(PROFILE),
    getGetOwnDetailsMockHandler(DETAILS),
    getGetUserPartnerMockHandler(JOINED),
  );

/** The JSON bodies this test sent to a path, GETs (which share the paths and send none) left out. */
const recordSaves = () => {
  const sent = recordBodies(server);
  return async (path: string) => (await sent(path)).filter((body) => body !== undefined);
};

describe('/couplesprofile/edit', () => {
  it("shows the wizard's groups with the stored answers and saves them with a confirmation", async () => {
    const saved = recordSaves();
    signedIn(
      getUpdateUserProfileMockHandler(async ({ request }) => ({
        ...PROFILE,
        cuisine_types: ((await request.json()) as CoupleProfileFormDto).cuisine_types,
      })),
    );
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    const cuisines = await screen.findByRole('group', { name: /Favourite cuisines/ });
    expect(within(cuisines).getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    // The wizard's exclusive rule: 'Surprise Us!' replaces the other cuisines.
    await userEvent.click(within(cuisines).getByRole('checkbox', { name: 'Surprise Us!' }));
    expect(within(cuisines).getByRole('checkbox', { name: 'Italian' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(await saved('/api/user/profile')).toEqual([
      expect.objectContaining({
        cuisine_types: ['Surprise Us!'],
        location: 'Dublin',
        lifeStagePreference: null,
        diningFrequencyNew: 'Occasionally (2-3 times a month)',
      }),
    ]);
  });

  it("refuses what the wizard refuses, with the wizard's words, and sends nothing", async () => {
    const saved = recordSaves();
    signedIn();
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    const outings = await screen.findByRole('group', { name: /ideal social outing/ });
    await userEvent.click(within(outings).getByRole('checkbox', { name: 'Gaming' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Please select at least 2 options for your ideal social outing.')).toBeInTheDocument();
    expect(await saved('/api/user/profile')).toEqual([]);
  });

  it("changes the member's own names, phone and date of birth, and says the partner's are the partner's (issue 26)", async () => {
    const saved = recordSaves();
    signedIn(getUpdateOwnDetailsMockHandler(async ({ request }) => (await request.json()) as MemberDetailsDto));
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    const card = await screen.findByRole('form', { name: 'Your details' });
    expect(
      within(card).getByText('Once your partner has joined, their name, phone number and date of birth are theirs to change, from their own account.'),
    ).toBeInTheDocument();
    expect(await within(card).findByLabelText(/^First Name/)).toHaveValue('Aoife');
    await userEvent.clear(within(card).getByLabelText(/^Last Name/));
    await userEvent.type(within(card).getByLabelText(/^Last Name/), 'Ní Bhriain');
    await userEvent.clear(within(card).getByLabelText(/^Phone Number/));
    await userEvent.type(within(card).getByLabelText(/^Phone Number/), '861112223');
    await userEvent.selectOptions(within(card).getByLabelText('Year'), '1991');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved')).toBeInTheDocument();
    expect(await saved('/api/user/account/details')).toEqual([
      { first_name: 'Aoife', last_name: 'Ní Bhriain', phone_number: '+353 861112223', date_of_birth: '1991-05-17' },
    ]);
  });

  it("refuses own details the sign-up refuses, with the sign-up's words, and sends nothing", async () => {
    const saved = recordSaves();
    signedIn();
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    const card = await screen.findByRole('form', { name: 'Your details' });
    await userEvent.clear(await within(card).findByLabelText(/^First Name/));
    await userEvent.clear(within(card).getByLabelText(/^Phone Number/));
    await userEvent.type(within(card).getByLabelText(/^Phone Number/), '1');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Details' }));
    expect(within(card).getByText('Please enter your first name.')).toBeInTheDocument();
    expect(within(card).getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(await saved('/api/user/account/details')).toEqual([]);
  });

  it("lets the member who created the couple correct the partner's first name and date of birth until the partner joins (issue 26)", async () => {
    const saved = recordSaves();
    signedIn(
      getGetUserPartnerMockHandler(NOT_JOINED),
      getUpdatePartnerDescriptionMockHandler(async ({ request }) => ({ ...NOT_JOINED, ...((await request.json()) as PartnerDescriptionDto) })),
    );
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    const card = await screen.findByRole('form', { name: 'Your partner' });
    await userEvent.clear(within(card).getByLabelText(/^Partner's First Name/));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Partner Details' }));
    expect(within(card).getByText("Please enter your partner's first name.")).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText(/^Partner's First Name/), 'Ciarán');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Partner Details' }));
    expect(await screen.findByText('Partner details saved')).toBeInTheDocument();
    expect(await saved('/api/user/partner/details')).toEqual([{ first_name: 'Ciarán', date_of_birth: '1989-02-03' }]);
  });

  it('offers no partner card once the partner has joined, nor to the partner', async () => {
    signedIn();
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    await screen.findByRole('form', { name: 'Your details' });
    expect(screen.queryByRole('form', { name: 'Your partner' })).not.toBeInTheDocument();
    server.resetHandlers();
    signedIn(getGetMeMockHandler({ ...AOIFE, role: 'partner' }), getGetUserPartnerMockHandler(NOT_JOINED));
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    await screen.findAllByRole('form', { name: 'Your details' });
    expect(screen.queryByRole('form', { name: 'Your partner' })).not.toBeInTheDocument();
  });

  it('disables Save while the request runs', async () => {
    let answer: () => void = () => undefined;
    signedIn(
      getUpdateUserProfileMockHandler(async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return PROFILE;
      }),
    );
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });
});

describe('/profile (Complete Profile)', () => {
  it('asks only for the fields still empty and saves them into the whole profile', async () => {
    const saved = recordSaves();
    signedIn(getUpdateUserProfileMockHandler(PROFILE));
    const { router } = renderRoutes('/profile', { '/profile': <CompleteProfilePage /> });
    expect(await screen.findByRole('group', { name: 'Which couples would you most like to meet?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Couple type preference/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/travel destinations/i)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Favourite cuisines/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Navigating parenthood' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [sent] = (await saved('/api/user/profile')) as CoupleProfileFormDto[];
    expect(sent.cuisine_types).toEqual(['Italian', 'Japanese']);
    expect(sent.lifeStagePreference).toBe('Navigating parenthood');
  });

  it('says so when nothing is missing', async () => {
    signedIn(
      getGetUserProfileMockHandler({
        ...PROFILE,
        life_stage_preference: 'Navigating parenthood',
        diverse_couples_preference: ['Open to all'],
        travel_destinations: ['Japan'],
      }),
    );
    renderRoutes('/profile', { '/profile': <CompleteProfilePage /> });
    expect(await screen.findByRole('heading', { name: 'Your profile is complete' })).toBeInTheDocument();
  });
});

describe('Edit Profile in French', () => {
  it('shows the page, the member’s details and the partner not yet joined in French, and saves the details', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetUserProfileMockHandler(PROFILE),
      getGetOwnDetailsMockHandler(DETAILS),
      getGetUserPartnerMockHandler(NOT_JOINED),
      getUpdateOwnDetailsMockHandler(async ({ request }) => (await request.json()) as MemberDetailsDto),
    );
    renderRoutes('/couplesprofile/edit', { '/couplesprofile/edit': <ProfileEditPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le profil' })).toBeInTheDocument();
    const details = await screen.findByRole('form', { name: 'Vos informations' });
    expect(within(details).getByText(/^Une fois votre partenaire inscrit·e/)).toBeInTheDocument();
    const partner = await screen.findByRole('form', { name: 'Votre partenaire' });
    expect(within(partner).getByLabelText(/^Prénom de votre partenaire/)).toHaveValue(NOT_JOINED.first_name);
    await userEvent.click(within(details).getByRole('button', { name: 'Enregistrer les informations' }));
    expect(await screen.findByText('Informations enregistrées')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le profil' })).toBeInTheDocument();
  });
});

describe('Complete Profile in French', () => {
  it('asks for the empty fields in French and sends the English values', async () => {
    const saved = recordSaves();
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getGetUserProfileMockHandler(PROFILE), getUpdateUserProfileMockHandler(PROFILE));
    const { router } = renderRoutes('/profile', { '/profile': <CompleteProfilePage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compléter le profil' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Quels couples aimeriez-vous le plus rencontrer ?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Type de couple préféré/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plus tard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('radio', { name: 'En pleine parentalité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [sent] = (await saved('/api/user/profile')) as CoupleProfileFormDto[];
    expect(sent.lifeStagePreference).toBe('Navigating parenthood');
  });
});

describe('travel destinations in French', () => {
  it('offers the countries by their French names and sends the English ones', async () => {
    const saved = recordSaves();
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getGetUserProfileMockHandler(PROFILE), getUpdateUserProfileMockHandler(PROFILE));
    const { router } = renderRoutes('/profile', { '/profile': <CompleteProfilePage /> });
    const field = await screen.findByRole('combobox');
    await userEvent.type(field, 'Allem');
    await userEvent.click(await screen.findByRole('option', { name: 'Allemagne' }));
    await userEvent.type(field, 'Écos');
    await userEvent.click(await screen.findByRole('option', { name: 'Écosse' }));
    expect(screen.getByRole('button', { name: 'Retirer Allemagne' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [sent] = (await saved('/api/user/profile')) as CoupleProfileFormDto[];
    expect(sent.travelDestinations).toEqual(['Germany', 'Scotland']);
  });
});
