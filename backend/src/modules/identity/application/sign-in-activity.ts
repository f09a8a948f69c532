import { Injectable } from '@nestjs/common';
import { AdminUserDirectory } from './admin-user-directory';

/** How many couple members use the service: the admin analytics' Active Users tile. */
@Injectable()
export class SignInActivity {
  constructor(private readonly directory: AdminUserDirectory) {}

  countSignedInSince(since: Date): Promise<number> {
    return this.directory.countSignedInSince(since);
  }
}
