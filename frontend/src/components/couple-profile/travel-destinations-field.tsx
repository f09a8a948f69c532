import { KeyboardEvent, useId, useState } from 'react';
import { FieldError, inputClasses } from '../../components/ui/field';
import { destinationLabel, matchDestinations } from '../../lib/countries';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT } from '../../i18n/use-t';
import { MAX_TRAVEL_DESTINATIONS } from '../../lib/couple-profile/profile-options';

interface TravelDestinationsFieldProps {
  value: string[];
  onAdd(destination: string): void;
  onRemove(destination: string): void;
  error?: string;
}

/** Up to 3 destinations picked from a country-name autocomplete showing at most 8 matches. */
const REMOVE_MARK = '×';

export function TravelDestinationsField({ value, onAdd, onRemove, error }: TravelDestinationsFieldProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // The value stays the English name; the reader sees and types its own words.
  const labelOf = (destination: string) => destinationLabel(destination, locale) ?? t(`forms.travel.place.${destination}` as MessageId);
  const matches = matchDestinations(query, value, undefined, labelOf);
  const full = value.length >= MAX_TRAVEL_DESTINATIONS;
  const choose = (destination: string) => {
    onAdd(destination);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') setQuery('');
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {t('forms.travel.label')}
      </label>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={t('forms.travel.chosen')}>
          {value.map((destination) => (
            <li key={destination} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-200">
              {labelOf(destination)}
              <button
                type="button"
                onClick={() => onRemove(destination)}
                aria-label={t('forms.travel.remove', { destination: labelOf(destination) })}
                className="rounded-full px-2 text-base leading-none hover:bg-brand-100"
              >
                {REMOVE_MARK}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={matches[active] ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          disabled={full}
          placeholder={full ? t('forms.travel.full') : t('forms.travel.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className={inputClasses(Boolean(error))}
        />
        {matches.length > 0 && (
          <ul
            id={`${id}-list`}
            role="listbox"
            className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
          >
            {matches.map((destination, index) => (
              <li
                key={destination}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  // Keeps focus in the input so the list does not close before the click lands.
                  event.preventDefault();
                  choose(destination);
                }}
                className={`cursor-pointer px-3.5 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-stone-700'}`}
              >
                {labelOf(destination)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError message={error} />
    </div>
  );
}
