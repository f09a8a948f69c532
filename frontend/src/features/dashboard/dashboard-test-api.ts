import type { PartnerDto } from '../../api/generated/model';
import { getGetUserPartnerMockHandler } from '../../api/generated/partner/partner.msw';
import { getGetUserProfileMockHandler } from '../../api/generated/profile/profile.msw';
import { getListSeeYouAgainMatchesMockHandler } from '../../api/generated/see-you-again/see-you-again.msw';
import { onOperation, refusal } from '../../testing/api-server';

/** A couple whose partner has not been invited yet. */
export const PARTNER_NOT_INVITED: PartnerDto = {
  id: null,
  email: null,
  email_verified: false,
  first_name: null,
  last_name: null,
  gender: null,
  date_of_birth: null,
  invitation_expires_at: null,
  status: 'not_invited',
};

/** The dashboard's side reads for a couple that has no profile yet, has not invited its partner and has no mutual "see you again". */
export const NEW_COUPLE_SIDE_READS = [
  onOperation(getGetUserProfileMockHandler, () => refusal({ statusCode: 404, error: 'Not Found', message: 'No profile' })),
  getGetUserPartnerMockHandler(PARTNER_NOT_INVITED),
  getListSeeYouAgainMatchesMockHandler({ matches: [] }),
];
