import { Link } from 'react-router-dom';
import type { CoupleProfileDto } from '../../api/generated/model';
import { profileCompletion } from '../../lib/couple-profile/profile-completion';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';

export function ProfileCompletion({ profile }: { profile: CoupleProfileDto | undefined }) {
  const t = useT();
  const percent = profileCompletion(profile);
  return (
    <section aria-labelledby="profile-completion" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex items-center justify-between">
        <h2 id="profile-completion" className="text-lg font-bold text-ink">
          {t('dashboard.completion.title')}
        </h2>
        <span className="text-sm font-semibold text-brand-700">{t('dashboard.completion.percent', { percent: percent / 100 })}</span>
      </div>
      <div
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-brand-100"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-labelledby="profile-completion"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${t('dashboard.completion.percent', { percent: percent / 100 })}` }}
        />
      </div>
      {percent < 100 && (
        <Link to={paths.profile} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('dashboard.completion.link')}
        </Link>
      )}
    </section>
  );
}
