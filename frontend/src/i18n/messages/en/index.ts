import auth from './auth.json';
import booking from './booking.json';
import common from './common.json';
import consent from './consent.json';
import consentDialog from './consent-dialog.json';
import dashboard from './dashboard.json';
import partner from './partner.json';
import profile from './profile.json';
import publicPages from './public.json';
import settings from './settings.json';
import signup from './signup.json';
import support from './support.json';
import ui from './ui.json';
import type adminConsole from './admin-console.json';
import type adminIntegrations from './admin-integrations.json';
import type adminMatching from './admin-matching.json';
import type adminMatchingSetup from './admin-matching-setup.json';
import type adminOperations from './admin-operations.json';
import type adminPeople from './admin-people.json';
import type adminSafety from './admin-safety.json';
import type adminSupport from './admin-support.json';
import type legal from './legal.json';
import type restaurant from './restaurant.json';

/**
 * The English catalogue: one JSON file per area of the app, so that areas are translated side by side.
 * What every page may need ships with the app; the areas only some pages need (`AREAS`) are
 * downloaded with those pages (i18n/catalogues.ts).
 */
export default {
  ...auth,
  ...booking,
  ...common,
  ...consent,
  ...consentDialog,
  ...dashboard,
  ...partner,
  ...profile,
  ...publicPages,
  ...settings,
  ...signup,
  ...support,
  ...ui,
};

/** The areas downloaded with the pages that use them: the legal texts, the restaurant's reservation page, the admin console. */
export const AREAS = {
  admin: () =>
    Promise.all([
      import('./admin-console.json'),
      import('./admin-integrations.json'),
      import('./admin-matching.json'),
      import('./admin-matching-setup.json'),
      import('./admin-operations.json'),
      import('./admin-people.json'),
      import('./admin-safety.json'),
      import('./admin-support.json'),
    ]).then((parts) => Object.assign({}, ...parts.map((part) => part.default))),
  legal: () => import('./legal.json').then((module) => module.default),
  restaurant: () => import('./restaurant.json').then((module) => module.default),
};

/** The ids of the areas `AREAS` downloads. */
export type AreaMessages = typeof adminConsole &
  typeof adminIntegrations &
  typeof adminMatching &
  typeof adminMatchingSetup &
  typeof adminOperations &
  typeof adminPeople &
  typeof adminSafety &
  typeof adminSupport &
  typeof legal &
  typeof restaurant;
