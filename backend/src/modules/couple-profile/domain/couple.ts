import { CoupleProfile } from './couple-profile';

/** A couple as stored: its profile plus bookkeeping. */
export interface StoredCouple {
  id: string;
  status: 'active';
  profile: CoupleProfile;
  createdAt: Date;
  updatedAt: Date;
}
