import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PartialSignupRepository } from './partial-signup.repository';
import { browserTokenOrNew, hashBrowserToken } from './partial-signup-browser-token';

/** Never stored with the partial data. */
const SECRET_FIELDS = ['password', 'confirm_password'];

export interface SavedPartialSignup {
  id: string;
  /** The token binding the saved data to this browser; the caller keeps it in a cookie. */
  browserToken: string;
}

@Injectable()
export class SavePartialSignup {
  constructor(private readonly partialSignups: PartialSignupRepository) {}

  /**
   * Saves the wizard's data for this email, bound to the browser that saved it first. A save
   * from another browser changes nothing and gets the same kind of answer (an id never stored),
   * so nobody learns which addresses started a sign-up.
   */
  async execute(email: string, form: Record<string, unknown>, sentBrowserToken: string | undefined): Promise<SavedPartialSignup> {
    const browserToken = browserTokenOrNew(sentBrowserToken);
    const data = Object.fromEntries(Object.entries(form).filter(([field, value]) => !SECRET_FIELDS.includes(field) && value !== undefined));
    const id = await this.partialSignups.save(email, hashBrowserToken(browserToken), data);
    return { id: id ?? randomUUID(), browserToken };
  }
}
