import { Injectable } from '@nestjs/common';
import { User } from '../domain/user';
import { UserRepository } from './user.repository';

/** Looks up the signed-in user behind a session. */
@Injectable()
export class CurrentUser {
  constructor(private readonly users: UserRepository) {}

  find(userId: string | undefined): Promise<User | null> {
    return userId ? this.users.findById(userId) : Promise.resolve(null);
  }
}
