import { errorMessage } from '../../api/api-error';
import { useSendContactMessage } from '../../api/generated/support/support';
import { Button } from '../ui/button';
import { describedBy, Field, inputClasses, TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { useServerForm } from '../../lib/forms/use-server-form';
import { contactMessages, ContactFormVariant, contactSchema, ContactValues } from './contact-validation';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { useLanguage, useT } from '../../i18n/use-t';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

interface ContactFormProps {
  variant: ContactFormVariant;
  /** Prefilled values, e.g. the signed-in user's name and email. */
  initial?: Partial<ContactValues>;
}

/** Sends a message to support (POST /api/contact): idle, sending, then success (form reset) or error. */
export function ContactForm({ variant, initial }: ContactFormProps) {
  const t = useT();
  const language = useLanguage();
  const start = { ...EMPTY, ...initial };
  const form = useServerForm(contactSchema, { defaultValues: start, messages: contactMessages(t, variant) });
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
      { data: { ...data, language } },
      {
        onSuccess: () => {
          toast({ title: t('support.form.sent'), description: t('support.form.sentDescription'), variant: 'success' });
          form.reset(start);
        },
        onError: (error) =>
          toast({
            title: t(variant === 'landing' ? 'support.form.failedLanding' : 'support.form.failedSupport'),
            description: t('support.form.failedDescription', { reason: errorMessage(error, t('common.tryAgain')) }),
            variant: 'destructive',
          }),
      },
    );

  const idPrefix = `contact-${variant}`;
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4" aria-label={t('support.form.label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          label={t('support.form.name')}
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.contactName.maxLength}
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
          placeholder={t('support.form.namePlaceholder')}
        />
        <TextField
          id={`${idPrefix}-email`}
          label={t('support.form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          placeholder={t('support.form.emailPlaceholder')}
        />
      </div>
      <TextField
        id={`${idPrefix}-subject`}
        label={t('support.form.subject')}
        required
        maxLength={FIELD_LIMITS.contactSubject.maxLength}
        value={values.subject}
        onValueChange={set('subject')}
        error={errors.subject}
        placeholder={t('support.form.subjectPlaceholder')}
      />
      <Field label={t('support.form.message')} htmlFor={`${idPrefix}-message`} error={errors.message} required>
        <textarea
          id={`${idPrefix}-message`}
          required
          maxLength={FIELD_LIMITS.contactMessage.maxLength}
          rows={5}
          value={values.message}
          onChange={(event) => set('message')(event.target.value)}
          placeholder={t('support.form.messagePlaceholder')}
          className={inputClasses(Boolean(errors.message), 'resize-y')}
          {...describedBy(`${idPrefix}-message`, errors.message)}
        />
      </Field>
      <Button type="submit" busy={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t('support.form.sending') : t('support.form.send')}
      </Button>
    </form>
  );
}
