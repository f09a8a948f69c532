import { SiteLink } from '../../app/site-navigation';
import { paths } from '../../app/paths';

/** The wordmark: two overlapping plates and the name. `light` for dark backgrounds. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <SiteLink to={paths.waitlist} className={`flex items-center gap-2 font-display text-xl font-bold ${light ? 'text-white' : 'text-brand-800'}`}>
      <svg aria-hidden="true" viewBox="0 0 36 28" className="h-7 w-9">
        <circle cx="13" cy="14" r="11" className={light ? 'fill-white/25' : 'fill-brand-200'} />
        <circle cx="23" cy="14" r="11" className={light ? 'fill-accent-400/90' : 'fill-brand-700'} />
        <circle cx="23" cy="14" r="5" fill="none" strokeWidth="1.5" className={light ? 'stroke-white' : 'stroke-brand-100'} />
      </svg>
      Tablemates
    </SiteLink>
  );
}
