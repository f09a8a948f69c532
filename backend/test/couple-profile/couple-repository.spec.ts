import { CoupleRepository } from '../../src/modules/couple-profile/application/couple.repository';
import { CoupleProfile } from '../../src/modules/couple-profile/domain/couple-profile';
import { createTestApp, TestApp } from '../support/test-app';

const profile = (city: string, overrides: Partial<CoupleProfile> = {}): CoupleProfile => ({
  bringingToTablemates: ['Great stories', 'Travel tips'],
  lifeStagePreference: null,
  diningFrequency: 'Weekly',
  restaurantPricePreference: ['€€', '€€€'],
  city,
  country: 'Ireland',
  cuisineTypes: ['Italian', 'Thai', 'Japanese'],
  dietaryRestrictions: ['Other'],
  otherDietaryRestrictions: 'No coriander, "ever"',
  diningVibe: ['Relaxed & Casual', 'Vibrant & Social'],
  idealSocialOuting: ['Board games', 'Hiking', 'Live music'],
  socialAgePreference: 'Similar age',
  diverseCouplesPreference: [],
  travelDestinations: ['Lisbon', "Côte d'Ivoire"],
  planningStyle: 'Spontaneous',
  communicationStyle: 'Good flow',
  ...overrides,
});

/** The couple repository reads a profile back exactly as written, one couple or many (matching reads thousands at once). */
describe('couple repository', () => {
  let app: TestApp;
  let couples: CoupleRepository;
  beforeAll(async () => {
    app = await createTestApp();
    couples = app.app.get(CoupleRepository);
  });
  afterAll(() => app.close());

  it('reads a profile back field for field: lists, quotes, accents and empty values', async () => {
    const written = profile('Dublin');
    const created = await couples.create(written);
    expect(created.profile).toEqual(written);
    expect(created.status).toBe('active');
    const read = await couples.findById(created.id);
    expect(read).toEqual(created);
    expect(read!.createdAt).toBeInstanceOf(Date);
  });

  it('reads many couples at once, each with its own profile, and none that does not exist', async () => {
    const written = [
      profile('Cork'),
      profile('Galway', { lifeStagePreference: 'Navigating parenthood', otherDietaryRestrictions: null, dietaryRestrictions: [] }),
    ];
    const created = await Promise.all(written.map((p) => couples.create(p)));
    const read = await couples.findByIds([...created.map((c) => c.id), '00000000-0000-4000-8000-000000000000']);
    expect(new Map(read.map((c) => [c.id, c.profile]))).toEqual(new Map(created.map((c, n) => [c.id, written[n]])));
    expect(await couples.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('updates a profile and reads the new one back', async () => {
    const created = await couples.create(profile('Limerick'));
    const changed = profile('Limerick', { planningStyle: 'Planner', cuisineTypes: ['Indian', 'Mexican', 'French'] });
    expect((await couples.updateProfile(created.id, changed))!.profile).toEqual(changed);
    expect((await couples.findById(created.id))!.profile).toEqual(changed);
  });
});
