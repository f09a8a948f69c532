import type { CoupleProfileForm, ProfileErrors, ProfileListField } from '../../lib/couple-profile/profile-form';

/** What every group of couple-profile fields receives, in the wizard and in the profile editor. */
export interface ProfileFieldsProps {
  form: CoupleProfileForm;
  errors: ProfileErrors;
  update(patch: Partial<CoupleProfileForm>): void;
  toggle(field: ProfileListField, value: string): void;
}
