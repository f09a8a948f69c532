import { errorMessage } from '../../api/api-error';
import { useSendContactMessage } from '../../api/generated/support/support';
import { Button } from '../ui/button';
import { describedBy, Field, inputClasses, TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { useServerForm } from '../../lib/forms/use-server-form';
import { CONTACT_MESSAGES, ContactFormVariant, contactSchema, ContactValues } from './contact-validation';
import { FIELD_LIMITS } from '../../lib/field-limits';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

interface ContactFormProps {
  variant: ContactFormVariant;
  /** Prefilled values, e.g. the signed-in user's name and email. */
  initial?: Partial<ContactValues>;
}

/** Sends a message to support (POST /api/contact): idle, sending, then success (form reset) or error. */
export function ContactForm({ variant, initial }: ContactFormProps) {
  const start = { ...EMPTY, ...initial };
  const form = useServerForm(contactSchema, { defaultValues: start, messages: CONTACT_MESSAGES[variant] });
  const values = form.watch();
  const { errors: found } = form.formState;
  const errors = { name: found.name?.message, email: found.email?.message, subject: found.subject?.message, message: found.message?.message };
  const send = useSendContactMessage();
  const { toast } = useToast();

  // A field being corrected loses its message; the next send checks everything again.
  const set = (field: keyof ContactValues) => (value: string) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  const submit = (data: ContactValues) =>
    send.mutate(
      { data },
      {
        onSuccess: () => {
          toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible.", variant: 'success' });
          form.reset(start);
        },
        onError: (error) =>
          toast({
            title: variant === 'landing' ? 'Error' : 'Submission Failed',
            description: `Failed to send message: ${errorMessage(error, 'Please try again.')}`,
            variant: 'destructive',
          }),
      },
    );

  const idPrefix = `contact-${variant}`;
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          label="Name"
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.contactName.maxLength}
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
          placeholder="Your name"
        />
        <TextField
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          placeholder="you@example.com"
        />
      </div>
      <TextField
        id={`${idPrefix}-subject`}
        label="Subject"
        required
        maxLength={FIELD_LIMITS.contactSubject.maxLength}
        value={values.subject}
        onValueChange={set('subject')}
        error={errors.subject}
        placeholder="How can we help?"
      />
      <Field label="Message" htmlFor={`${idPrefix}-message`} error={errors.message} required>
        <textarea
          id={`${idPrefix}-message`}
          required
          maxLength={FIELD_LIMITS.contactMessage.maxLength}
          rows={5}
          value={values.message}
          onChange={(event) => set('message')(event.target.value)}
          placeholder="Tell us a little more..."
          className={inputClasses(Boolean(errors.message), 'resize-y')}
          {...describedBy(`${idPrefix}-message`, errors.message)}
        />
      </Field>
      <Button type="submit" busy={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
