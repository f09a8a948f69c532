import { useId } from 'react';
import { useT } from '../../i18n/use-t';

const STAR = '★';

/**
 * 1 to 5 stars as a radio group; 0 means not rated yet. The group's name is generated, not
 * the label: two couples can share first names, and a shared name would merge their groups.
 */
export function StarRating({ label, value, onChange }: { label: string; value: number; onChange(value: number): void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-700">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
              aria-label={t('dashboard.review.stars', { count: star })}
            />
            <span
              aria-hidden="true"
              className={`text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${star <= value ? 'text-amber-400' : 'text-stone-300'}`}
            >
              {STAR}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
