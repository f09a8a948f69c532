import { Injectable } from '@nestjs/common';
import { SignInActivity } from '../../../identity';
import { ActiveMembers } from '../../application/dinner-events/dinner-report-sources';

@Injectable()
export class IdentityActiveMembers extends ActiveMembers {
  constructor(private readonly activity: SignInActivity) {
    super();
  }

  countSignedInSince(since: Date): Promise<number> {
    return this.activity.countSignedInSince(since);
  }
}
