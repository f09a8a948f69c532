import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useListPublicCities } from '../../api/generated/cities/cities';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';
import { SelectField } from '../ui/field';

/** The landing page's waitlist form, for one coming-soon city (the form reads ?city=). */
export const cityWaitlistPath = (city: string) => `${paths.waitlist}?city=${encodeURIComponent(city)}#waitlist`;

/**
 * The couple's city among the open ones (GET /api/cities), and a way onto the waitlist of
 * each coming-soon one. An answer that is no longer an open city moves to the first open one.
 */
export function LocationField({ value, error, onChange }: { value: string; error?: string; onChange(city: string): void }) {
  const t = useT();
  const cities = useListPublicCities({ query: { staleTime: 5 * 60_000 } }).data?.cities;
  const open = (cities ?? []).filter((city) => city.status === 'open').map((city) => city.name);
  const comingSoon = (cities ?? []).filter((city) => city.status === 'coming_soon').map((city) => city.name);
  const replacement = cities && open.length > 0 && !open.includes(value) ? open[0] : undefined;
  useEffect(() => {
    if (replacement) onChange(replacement);
  }, [replacement, onChange]);

  return (
    <div className="space-y-2">
      <SelectField
        label={t('profileFields.location.label')}
        name="location"
        required
        placeholder={t('profileFields.location.placeholder')}
        options={cities ? open : [value].filter(Boolean)}
        value={value}
        error={error}
        onValueChange={onChange}
        hint={open.length === 1 ? t('profileFields.location.launching', { city: open[0] }) : undefined}
      />
      {comingSoon.length > 0 && (
        <div className="text-sm text-stone-600">
          <p>{t('profileFields.location.comingSoon')}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {comingSoon.map((city) => (
              <li key={city}>
                <Link to={cityWaitlistPath(city)} className="font-semibold text-brand-700 underline">
                  {t('profileFields.location.joinWaitlist', { city })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
