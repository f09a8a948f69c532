import { Icon } from './ui/icons';

/** A group's conversation starters (issue 22): on the couple's revealed dinner and on the admin's group. */
export function IcebreakerList({ items, heading, note, className = '' }: { items: readonly string[]; heading: string; note?: string; className?: string }) {
  if (items.length === 0) return null;
  return (
    <section className={className} aria-label={heading}>
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{heading}</p>
      {note && <p className="mt-1 text-xs text-stone-500">{note}</p>}
      <ul className="mt-2 space-y-1.5">
        {items.map((starter) => (
          <li key={starter} className="flex gap-2 text-sm text-stone-700">
            <Icon name="chat" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span>{starter}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
