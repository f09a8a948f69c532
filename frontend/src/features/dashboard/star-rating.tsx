/** 1 to 5 stars as a radio group; 0 means not rated yet. */
export function StarRating({ label, value, onChange }: { label: string; value: number; onChange(value: number): void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-700">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer">
            <input type="radio" name={label} value={star} checked={value === star} onChange={() => onChange(star)} className="peer sr-only" aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`} />
            <span aria-hidden="true" className={`text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${star <= value ? 'text-amber-400' : 'text-stone-300'}`}>
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
