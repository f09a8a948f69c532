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

/**
 * The French catalogue, file for file as the English one: the areas every page may need, then
 * the areas downloaded with the pages that need them.
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
