/** The one logo mark (two overlapping plates), used by every wordmark and the favicon. `light` for dark backgrounds. */
export function LogoMark({ light = false, className = 'h-7 w-9' }: { light?: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 36 28" className={className}>
      <circle cx="13" cy="14" r="11" className={light ? 'fill-white/25' : 'fill-brand-200'} />
      <circle cx="23" cy="14" r="11" className={light ? 'fill-accent-400/90' : 'fill-brand-700'} />
      <circle cx="23" cy="14" r="5" fill="none" strokeWidth="1.5" className={light ? 'stroke-white' : 'stroke-brand-100'} />
    </svg>
  );
}
