/** The stored sessions of a user, ended when a password is reset. */
export abstract class UserSessions {
  abstract revokeAll(userId: string): Promise<void>;
}
