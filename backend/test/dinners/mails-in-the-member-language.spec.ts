import { CancelDinnerEvent } from '../../src/modules/dinners/application/dinner-events/cancel-dinner-event';
import { GroupLeaverMails } from '../../src/modules/matching/application/group-leaver-mails';
import { UnmatchedCoupleMails } from '../../src/modules/matching/application/unmatched-couple-mails';
import { EveningMails } from '../../src/modules/dinners/application/evening/evening-mails';
import { SeeYouAgainMails } from '../../src/modules/dinners/application/table-social/see-you-again-mails';
import { SafetyMails } from '../../src/modules/safety/application/safety-mails';
import { SupportRefundMail } from '../../src/modules/payments/application/support-refund-mail';
import type { PaymentRecord } from '../../src/modules/payments/application/payment-ledger';
import { BookingMails } from '../../src/modules/dinners/application/bookings/booking-mails';
import { SendDinnerNotifications } from '../../src/modules/dinners/application/notices/send-dinner-notifications';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, createSignedInAdmin, db, ensureRestaurant, seatAtTable, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;

interface Mail {
  subject: string;
  text: string;
  attachments: { content: string }[] | null;
}

/** Issue 49, point 4: each partner's mails and calendar files in their own language (their choice, else their city's). */
describe("a couple's mails in each member's language", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const mailsTo = (email: string): Promise<Mail[]> =>
    db(app).query('SELECT subject, text, attachments FROM mail_outbox WHERE recipient = $1 ORDER BY created_at', [email]);
  const lastMailTo = async (email: string) => (await mailsTo(email)).at(-1)!;
  /** The .ics as a reader sees it: folded lines joined, escapes left. */
  const calendarOf = (mail: Mail) => mail.attachments![0].content.replace(/\r\n[ \t]/g, '');
  const chooses = (userId: string, language: string | null) => db(app).query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
  const livesIn = (couple: TestCouple, city: string, country: string) =>
    db(app).query(
      `INSERT INTO couple_profiles (couple_id, dining_frequency, city, country, social_age_preference, planning_style, communication_style) VALUES ($1, 'Monthly', $2, $3, 'Open to all ages', 'A mix', 'Good flow')`,
      [couple.coupleId, city, country],
    );

  it('writes the booking confirmation and the reveal in French to the member who chose it, and in English to the partner who did not', async () => {
    const couple = await createCouple(app, { names: ['Camille', 'Cian'] });
    const [camille, cian] = couple.users;
    await chooses(camille.id, 'fr');
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookingId = await bookAndPay(app, couple, dinnerId);

    const confirmation = await lastMailTo(camille.email);
    expect(confirmation.subject).toBe('Votre dîner surprise est réservé');
    expect(confirmation.text).toMatch(/^Bonjour Camille,\n\nVotre place au dîner surprise de Dublin le \S+ \d+ \S+ \d{4} à \d\d:\d\d est confirmée\./);
    expect(confirmation.text).toContain('Vous avez réglé les frais d’organisation de 15,00\u00a0€.');
    expect(confirmation.text).toContain('Si vous annulez, les frais d’organisation ne sont pas remboursés.');
    expect(confirmation.text).toContain('Voir vos dîners : http');
    expect(confirmation.text).toMatch(/— L’équipe Tablemates$/);
    expect(calendarOf(confirmation)).toContain('SUMMARY:Dîner surprise');
    // Bookings close 18 hours before this dinner: its table is revealed once they close, which the mail and the file say.
    expect(calendarOf(confirmation)).toContain(
      'DESCRIPTION:Votre dîner surprise Tablemates à Dublin. Le restaurant est dévoilé dès que votre table est composée\\, après la clôture des réservations.',
    );
    expect(calendarOf(confirmation)).toMatch(/DTSTART;TZID=Europe\/Dublin:/);

    const english = await lastMailTo(cian.email);
    expect(english.subject).toBe('Your surprise dinner is booked');
    expect(english.text).toContain('You paid the logistics fee of €15.00.');
    expect(calendarOf(english)).toContain('SUMMARY:Surprise dinner');

    const others = [await createCouple(app, { names: ['Niamh', 'Darragh'] }), await createCouple(app, { names: ['Marcus', 'Siobhán'] })];
    const bookings = [bookingId];
    for (const other of others) bookings.push(await bookAndPay(app, other, dinnerId));
    const restaurant = await ensureRestaurant(app, { name: 'Le Jardin Secret', address: '2 Hidden Lane', tablesPerNight: 2 });
    await seatAtTable(
      app,
      { dinnerId, restaurantId: restaurant.id, tableNumber: 4 },
      [couple, ...others].map((member, index) => ({ coupleId: member.coupleId, bookingId: bookings[index] })),
    );
    app.clock.advance(24 * HOUR + 1000);
    await app.app.get(SendDinnerNotifications).execute();

    const reveal = await lastMailTo(camille.email);
    expect(reveal.subject).toBe('Votre dîner surprise est dévoilé');
    expect(reveal.text).toMatch(/^Bonjour Camille,\n\nVotre dîner surprise du .+ à \d\d:\d\d a lieu à Le Jardin Secret, 2 Hidden Lane, Dublin, table 4\./);
    expect(reveal.text).toContain('Vous dînerez avec 2 couples : ');
    expect(reveal.text).toContain('L’invitation jointe indique désormais l’adresse.');
    expect(calendarOf(reveal)).toContain('SUMMARY:Dîner surprise');
    expect(calendarOf(reveal)).toContain('DESCRIPTION:Votre dîner surprise Tablemates à Le Jardin Secret\\, 2 Hidden Lane\\, Dublin.');
    expect(calendarOf(reveal)).toMatch(/DTSTART;TZID=Europe\/Dublin:/);
    expect((await lastMailTo(cian.email)).subject).toBe('Your surprise dinner is revealed');
  });

  it("writes in French to members of a French-speaking city who chose nothing, in English to those who chose it; times stay the city's", async () => {
    const paris = await createCouple(app, { names: ['Louise', 'Hugo'] });
    await livesIn(paris, 'Paris', 'France');
    const [louise, hugo] = paris.users;
    await chooses(hugo.id, 'en');
    expect((await app.http().get('/api/auth/me').set('Cookie', paris.cookie).expect(200)).body).toMatchObject({ language: 'fr', language_choice: null });
    const dinnerId = await createDinner(app, { city: 'Paris', country: 'France' });
    await bookAndPay(app, paris, dinnerId);

    const french = await lastMailTo(louise.email);
    expect(french.subject).toBe('Votre dîner surprise est réservé');
    expect(french.text).toContain('Votre place au dîner surprise de Paris le ');
    expect(calendarOf(french)).toMatch(/DTSTART;TZID=Europe\/Paris:/);
    const english = await lastMailTo(hugo.email);
    expect(english.subject).toBe('Your surprise dinner is booked');
    expect(calendarOf(english)).toMatch(/DTSTART;TZID=Europe\/Paris:/);
  });

  it("writes the couple's own cancellation and the service's cancellation in French", async () => {
    const couple = await createCouple(app, { names: ['Chloé', 'Liam'] });
    await chooses(couple.users[0].id, 'fr');
    const own = await bookAndPay(app, couple, await createDinner(app));
    await app.http().put(`/api/user/bookings/${own}/cancel`).set('Cookie', couple.cookie).expect(200);
    const cancelled = await lastMailTo(couple.users[0].email);
    expect(cancelled.subject).toBe('Votre réservation est annulée');
    expect(cancelled.text).toContain('Vos frais d’organisation de 15,00\u00a0€ ne sont pas remboursés');
    expect(cancelled.text).toContain('Le fichier joint retire le dîner de votre agenda.');
    expect(calendarOf(cancelled)).toContain('SUMMARY:Dîner surprise');

    const dinnerId = await createDinner(app);
    await bookAndPay(app, couple, dinnerId);
    await app.app.get(CancelDinnerEvent).execute(dinnerId, { by: 'admin', adminId: null });
    const byUs = await lastMailTo(couple.users[0].email);
    expect(byUs.subject).toBe('Votre dîner surprise est annulé');
    expect(byUs.text).toContain('Nous sommes désolés : nous avons dû annuler le dîner surprise de Dublin du ');
    expect(byUs.text).toContain('Vos frais d’organisation de 15,00\u00a0€ sont intégralement remboursés');
    expect((await lastMailTo(couple.users[1].email)).subject).toBe('Your surprise dinner is cancelled');
  });

  it('tells a member who reads French that the dinner has a new time, with the invite moved', async () => {
    const couple = await createCouple(app, { names: ['Manon', 'Rory'] });
    await chooses(couple.users[0].id, 'fr');
    const dinnerId = await createDinner(app, { eventInHours: 50, deadlineInHours: 2 });
    await bookAndPay(app, couple, dinnerId);
    const { cookie } = await createSignedInAdmin(app);
    const [{ event_date: eventDate }] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    await app
      .http()
      .put(`/api/admin/dinner-events/${dinnerId}`)
      .set('Cookie', cookie)
      .send({
        city: 'Dublin',
        country: 'Ireland',
        event_date: new Date(eventDate.getTime() + HOUR).toISOString(),
        booking_deadline: new Date(app.clock.now().getTime() + HOUR).toISOString(),
        capacity: 20,
        frequency: 'one-time',
        logistics_fee: 15,
      })
      .expect(200);
    const moved = await lastMailTo(couple.users[0].email);
    expect(moved.subject).toBe('Votre dîner surprise change d’horaire');
    expect(moved.text).toMatch(/^Bonjour Manon,\n\nVotre dîner surprise à Dublin est déplacé du .+ à \d\d:\d\d au .+ à \d\d:\d\d\./);
    expect(moved.text).toContain('Nous vous dévoilons le restaurant et vos convives');
    expect(moved.text).toContain('L’invitation jointe déplace le dîner dans votre agenda.');
    expect(calendarOf(moved)).toContain('SUMMARY:Dîner surprise');
    expect((await lastMailTo(couple.users[1].email)).subject).toBe('Your surprise dinner has a new time');
  });

  it('asks for the review, and says no standby spot opened, in French', async () => {
    const couple = await createCouple(app, { names: ['Inès', 'Sean'] });
    await chooses(couple.users[0].id, 'fr');
    const mails = app.app.get(BookingMails);
    await mails.sendReviewRequest(couple.coupleId, 'Dublin');
    const review = await lastMailTo(couple.users[0].email);
    expect(review.subject).toBe('Comment s’est passé votre dîner surprise ?');
    expect(review.text).toContain('Nous espérons que vous avez apprécié votre dîner à Dublin.');
    expect(review.text).toContain('Laisser un avis : http');

    await mails.sendStandbyClosed(couple.coupleId, { city: 'Paris', country: 'France', eventDate: new Date(Date.UTC(2027, 2, 5, 18, 30)) });
    const closed = await lastMailTo(couple.users[0].email);
    expect(closed.subject).toBe('Aucune place ne s’est libérée pour votre dîner surprise');
    expect(closed.text).toContain('Les réservations pour le dîner surprise de Paris du vendredi 5 mars 2027 à 19:30 sont closes');
    expect((await lastMailTo(couple.users[1].email)).subject).toBe('No spot opened up for your surprise dinner');
  });

  it('tells of a no-show, a mutual wish to meet again, an unseated couple and a couple who left, in French', async () => {
    const couple = await createCouple(app, { names: ['Léa', 'Owen'] });
    const other = await createCouple(app, { names: ['Aoife', 'Cian'] });
    await chooses(couple.users[0].id, 'fr');
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const [{ event_date: eventDate }] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    const lea = couple.users[0].email;

    await app.app
      .get(EveningMails)
      .noShow({ dinnerId, bookingId: dinnerId, coupleId: couple.coupleId, mark: 'no_show', previous: null, noShowsInTwelveMonths: 1 });
    const noShow = await lastMailTo(lea);
    expect(noShow.subject).toBe('Vous nous avez manqué au dîner');
    expect(noShow.text).toContain('Vous en comptez 1 sur les 12 derniers mois');

    await app.app.get(SeeYouAgainMails).sendMutual(couple.coupleId, other.coupleId);
    const mutual = await lastMailTo(lea);
    expect(mutual.subject).toBe('Vous souhaitez tous les deux vous revoir');
    expect(mutual.text).toContain('Bonne nouvelle : vous et Aoife & Cian souhaitez vous revoir.');
    expect((await lastMailTo(other.users[0].email)).subject).toBe('You both want to meet again');

    const booked = { bookingId: dinnerId, coupleId: couple.coupleId, bookedAt: eventDate, people: [], profile: null };
    const dinner = { city: 'Dublin', eventDate, timeZone: 'Europe/Dublin', revealed: false, revealAt: new Date(eventDate.getTime() - 24 * HOUR) };
    await app.app.get(UnmatchedCoupleMails).notMatched(dinner, booked, app.clock.now());
    const unseated = await lastMailTo(lea);
    expect(unseated.subject).toBe('Nous n’avons pas encore trouvé votre table');
    expect(unseated.text).toContain('Nous n’avons pas trouvé de table pour vous au dîner surprise de Dublin du ');

    await app.app.get(GroupLeaverMails).coupleLeft(dinner, booked, 2);
    const left = await lastMailTo(lea);
    expect(left.subject).toBe('Un changement dans votre groupe de dîner');
    expect(left.text).toContain('vous dînerez avec les 2 autres couples de votre groupe.');
    expect((await lastMailTo(couple.users[1].email)).text).toContain('you will dine with the 2 other couples of your group.');
  });

  it("writes a safety decision and a support refund in French, the team's reason in its own words", async () => {
    const couple = await createCouple(app, { names: ['Zoé', 'Conor'] });
    await chooses(couple.users[0].id, 'fr');
    const zoe = couple.users[0].email;
    await app.app.get(SafetyMails).send(
      {
        actionId: 'a1',
        reportId: null,
        coupleId: couple.coupleId,
        action: 'suspend',
        reason: 'Rude to the staff.',
        suspendedUntil: '2027-01-15T00:00:00.000Z',
      },
      'team',
    );
    const suspended = await lastMailTo(zoe);
    expect(suspended.subject).toBe('Votre couple est suspendu jusqu’au 15 janvier 2027');
    expect(suspended.text).toContain('La raison de notre équipe : Rude to the staff.');
    expect((await lastMailTo(couple.users[1].email)).subject).toBe('Your couple is suspended until 15 January 2027');

    const payment = { coupleId: couple.coupleId, amount: 1500, currency: 'gbp', refundedAmount: 0 } as PaymentRecord;
    await app.app.get(SupportRefundMail).refunded(payment, 500);
    const refunded = await lastMailTo(zoe);
    expect(refunded.subject).toBe('Une partie de votre paiement est remboursée');
    expect(refunded.text).toContain(
      'Nous avons remboursé 5,00\u00a0£GB de votre paiement de 15,00\u00a0£GB ; 5,00\u00a0£GB en sont désormais remboursés au total.',
    );
    expect((await lastMailTo(couple.users[1].email)).text).toContain('We have refunded £5.00 of your £15.00 payment; £5.00 of it is now refunded in all.');
  });
});
