import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { AdminAlertMail } from './admin-alert-mail';
import { DinnerRepository } from './dinner-repository';
import { DinnerSeating } from '../seating/dinner-seating';
import { ManualInterventionMail } from './manual-intervention-mail';
import { RestaurantReservationMails } from '../reservations/restaurant-reservation-mails';
import { timeZoneOf } from '../../domain/dinner-cities';
import { DINNER_ADMIN_ALERT_EVENT, DINNER_NEEDS_ADMIN_EVENT, DinnerFacts, RESERVATION_DECLINED_EVENT } from '../../domain/dinner-events';

/**
 * `dinners.admin-mails`: the admins hear of what needs them — at once when a restaurant
 * declines a table or a matching run leaves couples without a group or groups without a
 * table; 24, 6 and 1 hours before a dinner that still lacks any of it (`AlertAdmins`).
 */
@Injectable()
export class AdminAlertSubscribers implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly dinners: DinnerRepository,
    private readonly seating: DinnerSeating,
    private readonly reservationMails: RestaurantReservationMails,
    private readonly interventionMail: ManualInterventionMail,
    private readonly alertMail: AdminAlertMail,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'dinners.admin-mails',
      types: [RESERVATION_DECLINED_EVENT, DINNER_NEEDS_ADMIN_EVENT, DINNER_ADMIN_ALERT_EVENT],
      handle: async (event) => {
        const { dinnerId } = event.payload as { dinnerId: string };
        const dinner = await this.dinners.findById(dinnerId, this.clock.now());
        if (!dinner) return;
        if (event.type === DINNER_ADMIN_ALERT_EVENT) {
          const { hoursBefore, needs } = event.payload as DinnerFacts['dinner.admin_alert'];
          return this.alertMail.send(dinner, hoursBefore, needs);
        }
        if (event.type === DINNER_NEEDS_ADMIN_EVENT)
          return this.interventionMail.send(dinner, event.payload as DinnerFacts['dinner.needs_admin'], event.occurredAt);
        const declined = event.payload as DinnerFacts['reservation.declined'];
        const [restaurant] = await this.seating.restaurants([declined.restaurantId]);
        if (restaurant)
          await this.reservationMails.declined(
            restaurant,
            { id: dinnerId, city: dinner.city, timeZone: timeZoneOf(dinner.city, dinner.country) },
            declined.tableNumber,
            dinner.eventDate,
            declined.reason,
          );
      },
    });
  }
}
