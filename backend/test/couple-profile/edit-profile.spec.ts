import { createTestApp, TestApp } from '../support/test-app';
import { signupForm } from '../identity/couple-accounts-kit';

const PROFILE_FIELDS = [
  'bringingToTablemates',
  'lifeStagePreference',
  'diningFrequencyNew',
  'restaurant_price_preference',
  'location',
  'cuisine_types',
  'dietary_restrictions',
  'otherDietaryRestrictions',
  'diningVibe',
  'idealSocialOuting',
  'socialAgePreference',
  'diverseCouplesPreference',
  'travelDestinations',
  'planningStyle',
  'communication_style',
] as const;

describe('PUT /api/user/profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profileOf = (form: Record<string, unknown>) => Object.fromEntries(PROFILE_FIELDS.map((field) => [field, form[field]]));

  it("saves the wizard's profile fields and answers with the profile", async () => {
    const agent = t.agent();
    const form = signupForm({ email: 'editor@example.ie', partner_email: 'editor-partner@example.ie' });
    await agent.post('/api/auth/signup').send(form).expect(201);
    const changes = {
      ...profileOf(form),
      cuisine_types: ['Surprise Us!'],
      dietary_restrictions: ['Other'],
      otherDietaryRestrictions: ' Nut allergy ',
      travelDestinations: ['Japan'],
    };
    const saved = await agent.put('/api/user/profile').send(changes).expect(200);
    expect(saved.body).toMatchObject({
      cuisine_types: ['Surprise Us!'],
      dietary_restrictions: ['Other'],
      other_dietary_restrictions: 'Nut allergy',
      travel_destinations: ['Japan'],
    });
    expect((await agent.get('/api/user/profile').expect(200)).body).toMatchObject({
      cuisine_types: ['Surprise Us!'],
      other_dietary_restrictions: 'Nut allergy',
    });
  });

  it("refuses what the wizard refuses, with the wizard's messages, and keeps the profile", async () => {
    const agent = t.agent();
    const form = signupForm({ email: 'strict-editor@example.ie', partner_email: 'strict-partner@example.ie' });
    await agent.post('/api/auth/signup').send(form).expect(201);
    const refused = await agent
      .put('/api/user/profile')
      .send({ ...profileOf(form), cuisine_types: ['Italian'], idealSocialOuting: ['Gaming'] })
      .expect(400);
    expect(refused.body.fields).toMatchObject({
      cuisine_types: ['Please select at least 2 cuisine types to proceed.'],
      idealSocialOuting: ['Please select at least 2 options for your ideal social outing.'],
    });
    expect((await agent.get('/api/user/profile').expect(200)).body.cuisine_types).toEqual(form.cuisine_types);
  });

  it('needs a session', async () => {
    await t.http().put('/api/user/profile').send({}).expect(401);
  });
});
