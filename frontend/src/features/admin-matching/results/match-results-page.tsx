import { DndContext, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useGetDinnerMatches, useGetUnassignedGroups, useGetUnmatchedCouples } from '../../../api/generated/admin/admin';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { coupleNames, shortId } from '../match-display';
import { formatZonedDateTime } from '../../../lib/zoned-dates';
import { CoupleCard } from './couple-card';
import { CoupleDetailDialog } from './couple-detail-dialog';
import { OverrideDialog } from './override-dialog';
import { UnassignedGroupCard } from './unassigned-group-card';
import { useGroupActions } from './use-group-actions';
import { useCoupleMoves } from './use-couple-moves';
import { GroupsTab } from './groups-tab';
import { MatchSummary } from './match-summary';
import { RestaurantTables } from './restaurant-tables';
import { UNMATCHED_ZONE } from './keyboard-move';
import { useDocumentTitle } from '../../../lib/document-title';
import type { MessageId } from '../../../i18n/catalogues';
import { useLocale, useT } from '../../../i18n/use-t';

const TABS = [
  { id: 'groups', label: 'admin.results.tab.groups' },
  { id: 'unmatched', label: 'admin.results.tab.unmatched' },
  { id: 'unassigned_groups', label: 'admin.results.tab.unassignedGroups' },
] as const satisfies readonly { id: string; label: MessageId }[];
type Tab = (typeof TABS)[number]['id'];

/** Match Results for Dinner (/admin/dinners/{dinnerId}/matches). */
export default function MatchResultsPage() {
  const t = useT();
  useDocumentTitle(t('admin.results.documentTitle'));
  const { dinnerId } = useParams();
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <Link to={paths.adminDashboard} className="font-semibold text-brand-700 underline">
        {t('admin.results.back')}
      </Link>
      {dinnerId ? <MatchResults dinnerId={dinnerId} /> : <p role="alert">{t('admin.results.noDinnerId')}</p>}
    </main>
  );
}

function MatchResults({ dinnerId }: { dinnerId: string }) {
  const t = useT();
  const locale = useLocale();
  const matches = useGetDinnerMatches(dinnerId);
  const unmatched = useGetUnmatchedCouples(dinnerId);
  const unassigned = useGetUnassignedGroups(dinnerId);
  const actions = useGroupActions(dinnerId);
  const [tab, setTab] = useState<Tab>('groups');
  const [openCouple, setOpenCouple] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // Keyboard moves are the handle's own (group to group), so dnd-kit's keyboard sensor is left out.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
  );
  const zones = tab === 'groups' ? [...(matches.data?.matches ?? []).map((g) => g.group_id), UNMATCHED_ZONE] : [];
  const moves = useCoupleMoves(zones, actions);
  const undoButton = useRef<HTMLButtonElement>(null);
  // A saved move offers Undo at once: focus goes there, since the moved couple's card is now elsewhere.
  useEffect(() => undoButton.current?.focus(), [actions.lastChange]);

  if (matches.isPending) return <Spinner label={t('admin.results.loading')} />;
  if (matches.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('admin.results.loadFailed')}
      </p>
    );
  const { dinner, matches: groups, summary } = matches.data;
  const targetsFor = (fromGroupId: string | null) =>
    groups
      .filter((g) => g.group_id !== fromGroupId)
      .map((g) => ({ id: g.group_id, label: t('admin.results.moveTarget', { group: shortId(g.group_id), count: g.participants.length }) }));
  const cardMoves = (fromGroupId: string | null) => ({
    targets: targetsFor(fromGroupId),
    onHandleKey: moves.onHandleKey,
    onHandleBlur: moves.onHandleBlur,
  });

  return (
    // Room at the end for the last change's bar, fixed over the page's bottom.
    <div className="space-y-6 pb-24">
      <header>
        <h1 className="text-2xl font-semibold">
          {t('admin.results.title', { city: dinner.city, country: dinner.country, date: formatZonedDateTime(dinner.event_date, dinner.time_zone, locale) })}
        </h1>
      </header>
      <MatchSummary groups={groups.length} summary={summary} />
      <div role="tablist" aria-label={t('admin.results.tabs')} className="flex gap-2 border-b border-stone-200">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={`px-4 py-2 text-sm font-semibold ${tab === id ? 'border-b-2 border-brand-700 text-brand-800' : 'text-stone-600'}`}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="assertive" aria-atomic="true" data-testid="move-announcer">
        {moves.spoken}
      </p>
      {/* Over the page, not above the board: the board stays where the admin is dragging. */}
      {actions.lastChange && (
        <div
          role="status"
          className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-brand-500 bg-brand-50 p-3 text-sm shadow-lg"
        >
          <span>{actions.lastChange.message}</span>
          {actions.lastChange.undo && (
            <Button ref={undoButton} variant="secondary" className="!px-3 !py-1" busy={actions.busy} onClick={() => void actions.lastChange?.undo?.()}>
              {t('admin.results.undo')}
            </Button>
          )}
        </div>
      )}
      <DndContext
        sensors={sensors}
        onDragOver={moves.onDragOver}
        onDragEnd={moves.onDragEnd}
        onDragCancel={moves.onDragCancel}
        accessibility={{ announcements: moves.announcements, screenReaderInstructions: { draggable: t('admin.results.keyboardInstructions') } }}
      >
        {tab === 'groups' && (
          <GroupsTab
            groups={groups}
            unmatched={unmatched.data?.unmatched_couples ?? []}
            moves={moves}
            cardMoves={cardMoves}
            onOpen={setOpenCouple}
            onDelete={setDeleting}
          />
        )}
        {tab === 'unmatched' && (
          <div role="tabpanel" aria-label={t('admin.results.tab.unmatched')} className="space-y-3">
            {unmatched.data?.unmatched_couples.length === 0 && <p>{t('admin.results.allMatched')}</p>}
            <ul className="space-y-2">
              {unmatched.data?.unmatched_couples.map((couple) => (
                <CoupleCard
                  key={couple.couple_id}
                  couple={couple}
                  fromGroupId={null}
                  {...cardMoves(null)}
                  onMove={(to) => moves.moveTo({ coupleId: couple.couple_id, names: coupleNames(t, couple), fromGroupId: null }, to)}
                  onOpen={() => setOpenCouple(couple.couple_id)}
                  note={couple.reason}
                />
              ))}
            </ul>
          </div>
        )}
      </DndContext>
      {tab === 'unassigned_groups' && (
        <div role="tabpanel" aria-label={t('admin.results.tab.unassignedGroups')} className="grid gap-4 md:grid-cols-2">
          {unassigned.isError && <p role="alert">{t('admin.results.unassignedFailed')}</p>}
          {unassigned.data?.unassigned_groups.length === 0 && <p>{t('admin.results.allSeated')}</p>}
          {unassigned.data?.unassigned_groups.map((group) => (
            <UnassignedGroupCard key={group.group_id} group={group} />
          ))}
        </div>
      )}
      {/* Below the groups: it loads on its own and changes with every move, so above them it shifted the board under a drag. */}
      <RestaurantTables dinnerId={dinnerId} />
      <OverrideDialog review={actions.pending?.review ?? null} busy={actions.busy} onClose={actions.dismiss} onConfirm={() => void actions.pending?.apply()} />
      <ConfirmDialog
        open={actions.telling !== null}
        title={t('admin.results.tell.title')}
        confirmLabel={t('admin.results.tell.confirm')}
        busy={actions.busy}
        onClose={actions.dismissTelling}
        onConfirm={() => void actions.telling?.apply()}
      >
        <p>{actions.telling?.message}</p>
      </ConfirmDialog>
      {openCouple && <CoupleDetailDialog dinnerId={dinnerId} coupleId={openCouple} onClose={() => setOpenCouple(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.results.delete.title')}
        confirmLabel={t('admin.results.delete.confirm')}
        busy={actions.busy}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await actions.deleteGroup(deleting);
          setDeleting(null);
        }}
      >
        <p>{t('admin.results.delete.text')}</p>
        <p className="mt-2 text-sm text-stone-600">
          {deleting &&
            groups
              .find((g) => g.group_id === deleting)
              ?.participants.map((couple) => coupleNames(t, couple))
              .join(', ')}
        </p>
      </ConfirmDialog>
    </div>
  );
}
