import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderEmail } from '../../../../platform/mail/email-layout';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { DEFAULT_LANGUAGE, Language, localeOf } from '../../../../kernel/languages';
import { dinnersMessages } from '../dinners-messages';
import { NO_SHOW_WINDOW_MONTHS } from '../../domain/attendance';
import { restaurantLanguageOf, timeZoneOf } from '../../domain/dinner-cities';
import { EveningFacts } from '../../domain/dinner-events';
import { shareableCouple } from '../../domain/reveal-policy';
import { CoupleDirectory } from '../bookings/couple-directory';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { DinnerSeating } from '../seating/dinner-seating';
import { EveningSheet } from './evening-sheet';
import { ReservationLinks } from '../reservations/reservation-links';
import { RestaurantReservationRepository } from '../reservations/restaurant-reservation-repository';
import { Clock } from '../../../../platform/clock/clock';

const when = (date: Date, timeZone: string, language: Language = DEFAULT_LANGUAGE) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);

/**
 * The evening's mails, written by the subscribers of `attendance.marked` and
 * `couple.running_late` to the outbox: a couple marked no-show is told (the fee stays, the
 * standing it counts against); a couple running late is announced to its tablemates and to
 * the restaurant, with the link to the evening's sheet.
 */
@Injectable()
export class EveningMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly couples: CoupleDirectory,
    private readonly dinners: DinnerRepository,
    private readonly seating: DinnerSeating,
    private readonly sheet: EveningSheet,
    private readonly reservations: RestaurantReservationRepository,
    private readonly links: ReservationLinks,
    private readonly clock: Clock,
  ) {}

  async noShow(facts: EveningFacts['attendance.marked']): Promise<void> {
    const dinner = await this.dinners.findById(facts.dinnerId, this.clock.now());
    if (!dinner) return;
    const threshold = this.config.get('noShowSuspensionThreshold');
    for (const contact of await this.couples.contactsOf(facts.coupleId)) {
      const t = dinnersMessages.in(contact.language);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language: contact.language,
        greeting: t('dinners.greeting', { firstName: contact.firstName }),
        paragraphs: [
          t('dinners.noShow.missed', { city: dinner.city, when: when(dinner.eventDate, timeZoneOf(dinner.city, dinner.country), contact.language) }),
          t('dinners.noShow.feeKept'),
          t('dinners.noShow.standing', { count: facts.noShowsInTwelveMonths, months: NO_SHOW_WINDOW_MONTHS, threshold }),
          t('dinners.noShow.reply'),
        ],
        button: { label: t('dinners.button.contactSupport'), url: `${this.config.get('publicUrl')}/contact` },
      });
      await this.outbox.enqueue({ to: contact.email, subject: t('dinners.noShow.subject'), ...body });
    }
  }

  async runningLateToTablemates(facts: EveningFacts['couple.running_late']): Promise<void> {
    const [late] = (await this.couples.describe([facts.coupleId])).map(shareableCouple);
    const tablemates = (await this.sheet.seatedCouples(facts.dinnerId)).filter(
      (couple) => couple.groupId === facts.groupId && couple.coupleId !== facts.coupleId,
    );
    for (const tablemate of tablemates)
      for (const contact of await this.couples.contactsOf(tablemate.coupleId)) {
        const t = dinnersMessages.in(contact.language);
        const names = late?.coupleNames ?? t('dinners.runningLate.someCouple');
        const body = renderEmail({
          appName: this.config.get('appName'),
          language: contact.language,
          greeting: t('dinners.greeting', { firstName: contact.firstName }),
          paragraphs: [t('dinners.runningLate.running', { names, minutes: facts.minutes }), t('dinners.runningLate.restaurantKnows')],
          button: { label: t('dinners.button.seeDinner'), url: `${this.config.get('publicUrl')}/dashboard` },
        });
        await this.outbox.enqueue({ to: contact.email, subject: t('dinners.runningLate.subject', { names, minutes: facts.minutes }), ...body });
      }
  }

  async runningLateToRestaurant(facts: EveningFacts['couple.running_late']): Promise<void> {
    const [restaurant] = await this.seating.restaurants([facts.restaurantId]);
    const dinner = await this.dinners.findById(facts.dinnerId, this.clock.now());
    if (!restaurant?.email || !dinner) return;
    const reservation = (await this.reservations.forDinner(facts.dinnerId)).find(
      (stored) => stored.restaurantId === facts.restaurantId && stored.tableNumber === facts.tableNumber && stored.status !== 'cancelled',
    );
    const [late] = await this.couples.describe([facts.coupleId]);
    const language = restaurantLanguageOf(dinner.city, dinner.country);
    const t = dinnersMessages.in(language);
    const names = late?.users.map((user) => user.firstName).join(' & ') || t('dinners.restaurant.someCouple');
    const appName = this.config.get('appName');
    const body = renderEmail({
      appName,
      language,
      greeting: t('dinners.restaurant.greeting', { name: restaurant.name }),
      paragraphs: [
        t('dinners.restaurant.late', {
          names,
          appName,
          when: when(dinner.eventDate, timeZoneOf(dinner.city, dinner.country), language),
          minutes: facts.minutes,
          seated: facts.tableNumber !== null ? 'yes' : 'no',
          table: facts.tableNumber ?? '',
        }),
        t('dinners.restaurant.lateSheet'),
      ],
      ...(reservation
        ? {
            button: {
              label: t('dinners.restaurant.lateButton'),
              url: this.links.url(this.links.token(reservation.id, reservation.revision, dinner.eventDate)),
            },
          }
        : {}),
    });
    await this.outbox.enqueue({ to: restaurant.email, subject: t('dinners.restaurant.lateSubject', { minutes: facts.minutes, names }), ...body });
  }
}
