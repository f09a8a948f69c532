/** What the customer-support lookup needs from the other modules; adapters in adapters/customers. */

/** A user as the support view shows it (admin-side spec section 3). */
export interface SupportUser {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string | null;
  phone_number: string | null;
  location: string | null;
  industry: string | null;
  gender: string | null;
  date_of_birth: string | null;
  accepted_terms: boolean;
  accepted_privacy_policy: boolean;
  opt_in_for_marketing: boolean;
  contact_consent: boolean;
  service_terminated: boolean;
  signup_status: string;
  couple_id: string | null;
  /** The partner was invited and has not joined: Resend invitation applies. */
  partner_invitation_pending: boolean;
  is_admin: boolean;
}

export interface SupportSubscription {
  status: string;
  plan_type: string;
  current_period_start: Date | null;
  current_period_end: Date | null;
  provider_customer_id: string | null;
}

export interface SupportPayment {
  id: string;
  created_at: Date;
  transaction_type: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  status: string;
  provider_payment_intent_id: string;
  booking_id: string | null;
  /** Cents given back once refunded (part or all of the amount); null otherwise. */
  refunded_amount: number | null;
}

export interface SupportBooking {
  id: string;
  created_at: Date;
  status: string;
  dinner_id: string;
  dinner_city: string;
  dinner_date: Date;
  /** The city's IANA zone: the date is shown at the dinner's own wall time. */
  dinner_time_zone: string;
  dinner_status: string;
}

/** A booking in a couple's history, with the evening's mark of the couple at that dinner (restaurant or admin); null when none. */
export interface SupportBookingWithAttendance extends SupportBooking {
  attendance: 'arrived' | 'no_show' | null;
}

/** A mail of the outbox to the person, which support can send again. */
export interface SupportMail {
  id: string;
  subject: string;
  status: string;
  created_at: Date;
  sent_at: Date | null;
}

export abstract class CustomerDirectory {
  /** By exact id, or by part of the email or the first or last name, ignoring case and accents. */
  abstract find(query: string, limit: number): Promise<SupportUser[]>;
}

/** A booking in the admin's list of all bookings. */
export interface ListedBooking extends SupportBooking {
  couple_id: string;
}

export interface BookingPageQuery {
  coupleIds?: readonly string[];
  status?: string;
  dinnerId?: string;
  /** Only bookings of dinners in these cities (a city manager's); absent: every city. */
  cities?: readonly string[];
  /** Only the bookings of this city's dinners (the admin's filter). */
  city?: string;
  sort: 'created_at' | 'dinner_date' | 'status';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export abstract class CustomerBookingList {
  abstract page(query: BookingPageQuery): Promise<{ bookings: ListedBooking[]; total: number }>;
}

export abstract class CustomerNames {
  /** Each couple as people read it: 'Aoife Murphy & Cian Murphy', primary member first. */
  abstract namesOf(coupleIds: readonly string[]): Promise<Map<string, string>>;
}

export abstract class CustomerMails {
  /** The newest mails to this address. */
  abstract latestTo(email: string, limit: number): Promise<SupportMail[]>;
}

export abstract class CustomerCouples {
  abstract statusOf(coupleId: string): Promise<string | null>;
}

export abstract class CustomerPayments {
  abstract paymentsOf(coupleId: string): Promise<SupportPayment[]>;
  abstract subscriptionOf(coupleId: string): Promise<SupportSubscription | null>;
}

export abstract class CustomerBookings {
  abstract bookingsOf(coupleId: string): Promise<SupportBookingWithAttendance[]>;
  /** The couple's no-shows at dinners of the last twelve months: its standing (docs/support-and-privacy.md). */
  abstract noShowsInTwelveMonths(coupleId: string): Promise<number>;
}
