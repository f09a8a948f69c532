/** What a session stores of its signed-in user (under `passport.user`): the id only. */
export interface SessionUser {
  id: string;
}
