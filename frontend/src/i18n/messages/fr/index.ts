import adminMatching from './admin-matching.json';
import adminOperations from './admin-operations.json';
import adminPeople from './admin-people.json';
import auth from './auth.json';
import booking from './booking.json';
import common from './common.json';
import consent from './consent.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import legal from './legal.json';
import partner from './partner.json';
import profile from './profile.json';
import publicPages from './public.json';
import restaurant from './restaurant.json';
import settings from './settings.json';
import signup from './signup.json';
import support from './support.json';

/** The French catalogue, file for file as the English one. */
export default {
  ...adminMatching,
  ...adminOperations,
  ...adminPeople,
  ...auth,
  ...booking,
  ...common,
  ...consent,
  ...dashboard,
  ...errors,
  ...legal,
  ...partner,
  ...profile,
  ...publicPages,
  ...restaurant,
  ...settings,
  ...signup,
  ...support,
};
