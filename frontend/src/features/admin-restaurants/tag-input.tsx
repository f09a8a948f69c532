import { KeyboardEvent, useId, useState } from 'react';
import { FieldError, inputClasses, RequiredMark } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';
import { Icon } from '../../components/ui/icons';

interface TagInputProps {
  label: string;
  tags: string[];
  presets: readonly string[];
  error?: string;
  onChange(tags: string[]): void;
}

/** Tags from presets or free text (Enter or +); duplicates are ignored; each can be removed. */
export function TagInput({ label, tags, presets, error, onChange }: TagInputProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (tag: string) => {
    const clean = tag.trim();
    if (clean && !tags.some((existing) => existing.toLowerCase() === clean.toLowerCase())) onChange([...tags, clean]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(draft);
  };
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
        <RequiredMark />
      </legend>
      {tags.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t('admin.restaurants.tags.selected', { label: label.toLowerCase() })}>
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-0.5 pl-3 pr-1 text-xs font-semibold text-white">
              {optionLabel(tag)}
              <button
                type="button"
                aria-label={t('admin.restaurants.tags.remove', { tag: optionLabel(tag) })}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
                className="rounded-full p-1 hover:bg-brand-800"
              >
                <Icon name="close" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          aria-label={t('admin.restaurants.tags.add', { label: label.toLowerCase() })}
          className={inputClasses(Boolean(error))}
          value={draft}
          placeholder={t('admin.restaurants.tags.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          aria-label={t('admin.restaurants.tags.addTag', { label: label.toLowerCase() })}
          onClick={() => add(draft)}
          className="shrink-0 rounded-xl border border-brand-700 px-4 text-brand-700 hover:bg-brand-50"
        >
          <Icon name="plus" className="h-5 w-5" />
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {presets
          .filter((preset) => !tags.includes(preset))
          .map((preset) => (
            <button
              key={preset}
              type="button"
              onClick={() => add(preset)}
              className="rounded-full border border-stone-300 px-2.5 py-0.5 text-xs text-stone-700 hover:border-brand-600 hover:text-brand-700"
            >
              {t('admin.restaurants.tags.preset', { tag: optionLabel(preset) })}
            </button>
          ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
