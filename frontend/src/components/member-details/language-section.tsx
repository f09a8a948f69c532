import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { chooseLanguage } from '../../api/generated/account/account';
import { useToast } from '../../components/ui/toast';
import type { MessageId } from '../../i18n/catalogues';
import { memberLanguage, memberLanguageChoice, withLanguage, type Language } from '../../i18n/languages';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/auth/auth-context';

/** The choices: a language of its own, or none (null), which follows the city's. Language names are written in their own language. */
const CHOICES: readonly { value: Language | null; label: MessageId }[] = [
  { value: 'en', label: 'settings.language.english' },
  { value: 'fr', label: 'settings.language.french' },
  { value: null, label: 'settings.language.city' },
];

/**
 * Settings: the member's language, for the site and the mails. Saved, the answer's effective
 * language goes into the current user, so the whole app switches at once. An admin's account
 * (no couple, so no city of its own) offers the languages only.
 */
export function LanguageSection({ withCityChoice = true }: { withCityChoice?: boolean }) {
  const t = useT();
  const { toast } = useToast();
  const { user, setUser } = useAuth();
  const chosen = memberLanguageChoice(user);
  const effective = memberLanguage(user);
  const save = useMutation({
    mutationFn: (language: Language | null) => chooseLanguage({ language }),
    // No toast: the page switching language, and the choice checked, say it was saved (a toast would speak the language left).
    onSuccess: ({ language, chosen: choice }) => user && setUser(withLanguage(user, language, choice)),
    onError: (error) => toast({ title: t('settings.language.notSaved'), description: errorMessage(error, t('common.tryAgain')), variant: 'destructive' }),
  });
  return (
    <fieldset disabled={save.isPending}>
      <legend className="text-sm text-stone-700">{t('settings.language.legend')}</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {CHOICES.filter(({ value }) => withCityChoice || value !== null).map(({ value, label }) => (
          <label
            key={label}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 px-3.5 py-2.5 text-sm text-stone-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
          >
            <input
              type="radio"
              name="language"
              checked={chosen === value}
              onChange={() => save.mutate(value)}
              className="h-4 w-4 shrink-0 accent-brand-700"
              lang={value ?? undefined}
            />
            <span lang={value ?? undefined}>{t(label)}</span>
          </label>
        ))}
      </div>
      {chosen === null && effective && (
        <p className="mt-2 text-xs text-stone-500">
          {t('settings.language.cityHint', { language: t(effective === 'fr' ? 'settings.language.frenchName' : 'settings.language.englishName') })}
        </p>
      )}
    </fieldset>
  );
}
