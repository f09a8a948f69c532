import { Injectable } from '@nestjs/common';
import { PartialSignupRepository } from './partial-signup.repository';

/** Never stored with the partial data. */
const SECRET_FIELDS = ['password', 'confirm_password'];

@Injectable()
export class SavePartialSignup {
  constructor(private readonly partialSignups: PartialSignupRepository) {}

  execute(email: string, form: Record<string, unknown>): Promise<string> {
    const data = Object.fromEntries(Object.entries(form).filter(([field, value]) => !SECRET_FIELDS.includes(field) && value !== undefined));
    return this.partialSignups.save(email, data);
  }
}
