import type { CurrentUserDto } from '../api/generated/model';

/** The specs' signed-in member (GET /api/auth/me): verified, in a couple, still served. */
export const AOIFE: CurrentUserDto = {
  id: 'u1',
  email: 'aoife@example.ie',
  first_name: 'Aoife',
  last_name: 'Byrne',
  role: 'primary',
  is_admin: false,
  email_verified: true,
  couple_id: 'c1',
  service_terminated: false,
  suspended_until: null,
  suspension_reason: null,
  termination_cause: null,
  termination_reason: null,
  language: 'en',
  language_choice: null,
};

/** The specs' signed-in admin: no couple, English. */
export const ANN_ADMIN: CurrentUserDto = {
  ...AOIFE,
  email: 'a@b.ie',
  first_name: 'Ann',
  last_name: null,
  role: 'admin',
  is_admin: true,
  couple_id: null,
};
