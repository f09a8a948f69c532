import { Injectable, Provider, Type } from '@nestjs/common';

/**
 * Port of identity's email change, for modules that keep rows under a member's sign-in
 * email (consent's newsletter subscription): they move them to the new address, inside the
 * change's unit of work. Bound with `accountEmailFollower(...)` in the module file.
 */
export abstract class AccountEmailFollower {
  abstract emailChanged(from: string, to: string): Promise<void>;
}

@Injectable()
export class AccountEmailFollowers {
  private readonly followers: AccountEmailFollower[] = [];

  add(follower: AccountEmailFollower): void {
    this.followers.push(follower);
  }

  async emailChanged(from: string, to: string): Promise<void> {
    for (const follower of this.followers) await follower.emailChanged(from, to);
  }
}

export function accountEmailFollower(adapter: Type<AccountEmailFollower>): Provider[] {
  return [
    adapter,
    {
      provide: Symbol(`AccountEmailFollower:${adapter.name}`),
      inject: [AccountEmailFollowers, adapter],
      useFactory: (followers: AccountEmailFollowers, follower: AccountEmailFollower) => followers.add(follower),
    },
  ];
}
