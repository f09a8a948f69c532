import type { ListField, SignupErrors, SignupForm } from './signup-form';

/** What every wizard step receives from the wizard. */
export interface StepProps {
  form: SignupForm;
  errors: SignupErrors;
  update(patch: Partial<SignupForm>): void;
  toggle(field: ListField, value: string): void;
}
