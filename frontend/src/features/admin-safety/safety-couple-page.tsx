import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { getGetSafetyCoupleQueryKey, getGetSafetyQueueQueryKey, useActOnSafetyCouple, useGetSafetyCouple } from '../../api/generated/admin/admin';
import { ListLoading } from '../../components/ui/list-states';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { paths } from '../../lib/paths';
import { invalidating } from '../../lib/query-client';
import { formatSuspensionEnd } from '../../lib/safety-texts';
import { useLocale, useT } from '../../i18n/use-t';
import { CoupleFilePanel } from './couple-file-panel';
import { ActionLine } from './safety-action-line';
import { COUPLE_ACTIONS, SafetyActionForm } from './safety-action-form';

/**
 * /admin/safety/couples/:coupleId: a couple whose case has no report behind it (a suspension by
 * the no-show rule and its appeal), with its no-show history; the admin acts on the couple as on
 * a report (warn, suspend until a date, terminate) or lifts the suspension.
 */
export default function SafetyCouplePage() {
  const t = useT();
  const locale = useLocale();
  const { coupleId = '' } = useParams();
  const couple = useGetSafetyCouple(coupleId);
  const shown = [getGetSafetyCoupleQueryKey(coupleId), getGetSafetyQueueQueryKey()];
  const act = useActOnSafetyCouple(invalidating(shown));
  if (couple.isLoading) return <ListLoading label={t('admin.safety.couple.loading')} />;
  if (!couple.data) return <p className="rounded-3xl bg-white p-8 text-stone-600">{errorMessage(couple.error, t('admin.safety.couple.notFound'))}</p>;
  const file = couple.data;
  const suspension = file.current_suspension;
  const byRule = suspension !== null && suspension.report_id === null && suspension.admin_id === null;
  return (
    <div className="space-y-6">
      <Link to={{ pathname: paths.adminDashboard, hash: 'safety' }} className="text-sm font-semibold text-brand-700 underline">
        {t('admin.safety.backToQueue')}
      </Link>
      <section className="rounded-3xl bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{byRule ? t('admin.safety.couple.ruleTitle', { names: file.names }) : file.names}</h1>
        {suspension ? (
          <>
            <p className="mt-1 text-sm text-stone-600">
              {t(byRule ? 'admin.safety.couple.byRule' : 'admin.safety.couple.suspended', { until: formatSuspensionEnd(suspension.suspended_until!, locale) })}
              {suspension.report_id && (
                <Link to={paths.adminSafetyReport(suspension.report_id)} className="ml-1 underline">
                  {t('admin.safety.couple.openReport')}
                </Link>
              )}
            </p>
            <ul className="mt-3">
              <ActionLine action={suspension} timeZone={SERVICE_TIME_ZONE} />
            </ul>
          </>
        ) : (
          <p className="mt-1 text-sm text-stone-600">{t('admin.safety.couple.noSuspension')}</p>
        )}
      </section>

      <SafetyActionForm
        title={t('admin.safety.couple.actTitle')}
        intro={t('admin.safety.couple.actIntro')}
        choices={COUPLE_ACTIONS}
        busy={act.isPending}
        onAct={(data) => {
          // Dismiss answers a reporter: there is none here, and the choices do not offer it.
          if (data.action === 'dismiss') throw new Error(t('admin.safety.act.chooseAction'));
          return act.mutateAsync({ coupleId, data: { ...data, action: data.action } });
        }}
      />

      <CoupleFilePanel title={t('admin.safety.couple.file')} file={file} timeZone={SERVICE_TIME_ZONE} invalidates={shown} />
    </div>
  );
}
