import { CoupleDemoData } from '../../src/modules/couple-profile/adapters/demo/couple-demo-data';
import { DEMO_COUPLES } from '../../src/modules/couple-profile/adapters/demo/demo-couples';
import { CoupleProfiles } from '../../src/modules/couple-profile';
import { CoupleStandings } from '../../src/modules/dinners/application/bookings/couple-standings';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { createTestApp, TestApp } from '../support/test-app';

describe('demo couples', () => {
  let t: TestApp;
  let demo: CoupleDemoData;

  beforeAll(async () => {
    t = await createTestApp();
    demo = t.app.get(CoupleDemoData);
    await demo.seed();
    await demo.seed();
  });
  afterAll(() => t.close());

  it('offers every printed sign-in, verified, with a complete profile (seeding twice changes nothing)', async () => {
    expect(demo.credentials.length).toBeGreaterThanOrEqual(DEMO_COUPLES.length);
    for (const credential of demo.credentials) {
      const agent = t.agent();
      const login = await agent.post('/api/auth/login').send({ email: credential.email, password: credential.password }).expect(200);
      expect(login.body.user.email_verified).toBe(true);
      const profile = (await agent.get('/api/user/profile').expect(200)).body;
      expect(profile.city).toBe('Dublin');
      expect(profile.ideal_social_outing.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives most couples an onboarded partner and one a partner still to invite', async () => {
    const statuses: string[] = [];
    for (const couple of DEMO_COUPLES) {
      const agent = t.agent();
      await agent.post('/api/auth/login').send({ email: couple.primary.email, password: demo.credentials[0].password }).expect(200);
      const partner = (await agent.get('/api/user/partner').expect(200)).body;
      statuses.push(partner.status);
      if (partner.status === 'active') expect(partner.email_verified).toBe(true);
    }
    expect(statuses.filter((status) => status === 'active').length).toBe(DEMO_COUPLES.length - 1);
    expect(statuses).toContain('not_invited');
  });

  it('serves the summaries and the couple-level late-cancellation rule that other modules use', async () => {
    const agent = t.agent();
    const login = await agent.post('/api/auth/login').send({ email: DEMO_COUPLES[0].primary.email, password: demo.credentials[0].password }).expect(200);
    const coupleId = login.body.user.couple_id;
    const summary = await t.app.get(CoupleProfiles).summarize(coupleId);
    expect(summary).toMatchObject({ city: 'Dublin', country: 'Ireland', firstNames: ['Aoife', 'Cian'], interests: DEMO_COUPLES[0].profile.idealSocialOuting });

    const standings = t.app.get(CoupleStandings);
    const inUnitOfWork = <T>(work: () => Promise<T>) => t.app.get(UnitOfWork).run(work);
    expect(await inUnitOfWork(() => standings.recordCancellation(coupleId, true))).toEqual({ serviceTerminated: false });
    await inUnitOfWork(() => standings.recordCancellation(coupleId, false));
    await inUnitOfWork(() => standings.recordCancellation(coupleId, true));
    expect(await inUnitOfWork(() => standings.recordCancellation(coupleId, true))).toEqual({ serviceTerminated: true });
    expect((await agent.get('/api/auth/me').expect(200)).body.service_terminated).toBe(true);
    await expect(standings.assertMayBook({ coupleId, emailVerified: true })).rejects.toThrow('Your service has been terminated');
  });
});
