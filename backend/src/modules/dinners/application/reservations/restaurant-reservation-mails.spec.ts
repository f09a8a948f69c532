import { AppConfig } from '../../../../platform/config/app-config';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import type { Restaurant } from '../../../restaurants';
import { AdminContacts } from '../dinner-events/admin-contacts';
import { RestaurantReservationMails } from './restaurant-reservation-mails';

const config = { get: (key: string) => (key === 'appName' ? 'Tablemates' : 'http://localhost') } as unknown as AppConfig;
const mails = new RestaurantReservationMails({} as MailOutbox, {} as AdminContacts, config);
const restaurant = { id: 'r1', name: 'Casa Tapas', email: 'casa@example.ie' } as Restaurant & { email: string };
const dinner = { id: 'd1', city: 'Dublin', timeZone: 'Europe/London', language: 'en' as const };
const details = {
  groupId: 'g1',
  restaurantId: 'r1',
  tableNumber: 2,
  eventDate: new Date('2026-03-14T20:00:00Z'),
  partySize: 6,
  firstNames: ['Aoife', 'Cian'],
  dietaryNeeds: [],
};

describe('a restaurant told its reservation changed (issue 51)', () => {
  it('names the new time beside the old one, and the party size old and new', () => {
    const mail = mails.booked(restaurant, dinner, details, 'http://link', { tableNumber: 2, partySize: 4, eventDate: new Date('2026-03-14T19:30:00Z') });
    expect(mail.subject).toBe('Reservation changed: table 2, 6 people (was 4), Saturday 14 March 2026 at 20:00');
    expect(mail.text).toContain('Time: now Saturday 14 March 2026 at 20:00 (was Saturday 14 March 2026 at 19:30)');
    expect(mail.text).toContain('Party size: now 6 people (was 4 people)');
  });

  it('names the new table beside the old one when the group moved to another of its tables, with the link for the new one', () => {
    const mail = mails.booked(restaurant, dinner, details, 'http://link', { tableNumber: 5, partySize: 6, eventDate: details.eventDate });
    expect(mail.subject).toBe('Reservation changed: table 2 (was 5), 6 people, Saturday 14 March 2026 at 20:00');
    expect(mail.text).toContain('A reservation Tablemates made with you for table 5 has changed:');
    expect(mail.text).toContain('Table: now 2 (was 5)');
    expect(mail.text).toContain('Table: 2\n');
    expect(mail.text).toContain('http://link');
    expect(mail.text).not.toContain('Time: now');
    expect(mail.text).not.toContain('Party size: now');
  });

  it('names every change at once: time, table and party size', () => {
    const mail = mails.booked(restaurant, dinner, details, 'http://link', { tableNumber: 5, partySize: 4, eventDate: new Date('2026-03-14T19:30:00Z') });
    expect(mail.subject).toBe('Reservation changed: table 2 (was 5), 6 people (was 4), Saturday 14 March 2026 at 20:00');
    const { text } = mail;
    const order = [
      'Time: now Saturday 14 March 2026 at 20:00 (was Saturday 14 March 2026 at 19:30)',
      'Table: now 2 (was 5)',
      'Party size: now 6 people (was 4 people)',
    ].map((line) => text.indexOf(line));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('says plainly when only the guests changed', () => {
    const mail = mails.booked(restaurant, dinner, details, 'http://link', { tableNumber: 2, partySize: 6, eventDate: details.eventDate });
    expect(mail.subject).toBe('Reservation changed: table 2, 6 people, Saturday 14 March 2026 at 20:00');
    expect(mail.text).toContain('The guests or their dietary needs have changed; the time, the table and the party size stay as they were.');
    expect(mail.text).not.toContain('(was ');
  });
});

describe("a restaurant written to in its city's language (issue 49)", () => {
  const paris = { id: 'd2', city: 'Paris', timeZone: 'Europe/Paris', language: 'fr' as const };

  it('asks a Paris restaurant for a table in French, at the Paris time', () => {
    const mail = mails.booked(restaurant, paris, details, 'http://link', null);
    expect(mail.subject).toBe('Nouvelle réservation : table 2, 6 personnes, samedi 14 mars 2026 à 21:00');
    expect(mail.text).toContain('Bonjour Casa Tapas,');
    expect(mail.text).toContain('Tablemates souhaite réserver une table pour l’un de ses dîners surprise à Paris :');
    expect(mail.text).toContain('Quand : samedi 14 mars 2026 à 21:00');
    expect(mail.text).toContain('Convives (prénoms) : Aoife, Cian');
    expect(mail.text).toContain('Régimes alimentaires : aucun');
    expect(mail.text).toContain('Confirmer ou refuser');
  });

  it('says what changed in French, old and new', () => {
    const mail = mails.booked(restaurant, paris, details, 'http://link', { tableNumber: 5, partySize: 4, eventDate: details.eventDate });
    expect(mail.subject).toBe('Réservation modifiée : table 2 (au lieu de 5), 6 personnes (au lieu de 4), samedi 14 mars 2026 à 21:00');
    expect(mail.text).toContain('Nombre de convives : désormais 6 personnes (au lieu de 4 personnes)');
  });

  it('releases a table in French', () => {
    const mail = mails.cancelled(restaurant, paris, 3, details.eventDate);
    expect(mail.subject).toBe('Réservation annulée : table 3, samedi 14 mars 2026 à 21:00');
    expect(mail.text).toContain('n’est plus nécessaire : merci de la libérer.');
  });
});
