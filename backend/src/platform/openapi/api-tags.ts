/** The document's tags (the groups of Swagger UI and of the generated client's folders), with what each covers. */
export const API_TAGS: Record<string, string> = {
  auth: 'Sign-up checks, sign-in (password, magic link, verification link), sign-out, email verification, password reset and the current session.',
  user: "The signed-in couple's own things: available dinners, bookings and reviews, and the partner.",
  profile: "The couple's shared profile (the sign-up wizard's answers).",
  account: "The signed-in member's account: password, data export, deletion.",
  partner: "Inviting the partner and the partner's onboarding from the invitation link.",
  dinners: 'Dinner events as couples see them: bookable dinners, holds and bookings, cancellation, reviews, the other couples at the table.',
  payments: 'Paying for a held booking: payment intents (Stripe, or the labelled test mode), their status, and the Stripe webhook.',
  consent: 'Cookie consent records, the waitlist and the newsletter (each with its unsubscribe link).',
  support: 'The contact form, and for admins the customer lookup and the audit log.',
  admin: 'The admin console: sign-in, dinner events, matching, groups and restaurants, users, reports and jobs. Admins only (except sign-in and status).',
  restaurants: 'The partner restaurant catalogue. Admins only.',
  'see-you-again':
    "After a dinner: marks for the couples a couple would like to meet again, revealed only when mutual, and each member's choice to share an email or phone.",
  'restaurant-reservations': "A restaurant's answer to a reservation mail: the signed link shows the table and confirms or declines it. No account.",
  safety:
    'Trust and safety for couples: reporting a couple of your table after a dinner, and your own suspension with its one appeal (docs/trust-and-safety.md).',
  integrations:
    'For integrators: API keys (created by admins), webhook endpoints and their delivery log, and the lists and answers a key with a scope may use (docs/api-for-integrators.md).',
  cities: 'The cities Tablemates runs in: the open ones to sign up in and the coming-soon ones to wait for (admins manage them under admin).',
  health: 'Liveness and database health, for load balancers and monitoring.',
  dev: 'Development only (absent in production): the mails the app would have sent.',
};
