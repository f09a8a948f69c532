import { SiteLink } from '../../lib/site-navigation';
import { LogoMark } from '../../components/ui/logo-mark';
import { paths } from '../../lib/paths';

/** The brand's name, the same in every language. */
const NAME = 'Tablemates';

/** The wordmark: the logo mark and the name. `light` for dark backgrounds. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <SiteLink to={paths.waitlist} className={`flex items-center gap-2 font-display text-xl font-bold ${light ? 'text-white' : 'text-brand-800'}`}>
      <LogoMark light={light} />
      {NAME}
    </SiteLink>
  );
}
