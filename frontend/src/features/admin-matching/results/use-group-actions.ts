import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/api-error';
import {
  useAddCouple,
  useDeleteGroup,
  useMoveCouple,
  usePreviewAddCouple,
  usePreviewMoveCouple,
  usePreviewRemoveCouple,
  useRemoveCouple,
} from '../../../api/generated/admin/admin';
import type { GroupChangePreviewDto } from '../../../api/generated/model';
import { useToast } from '../../../components/ui/toast';
import { dinnerChangeKeys } from '../dinner-change-keys';
import { invalidating } from '../../../lib/query-client';
import { useT } from '../../../i18n/use-t';
import { zoneName } from './keyboard-move';

/** A change waiting for the admin's word: what it breaks and does, and how to make it. */
export interface PendingChange {
  failure: string;
  review: GroupChangePreviewDto;
  apply(): Promise<void>;
}

/** A change to a revealed dinner waiting for the admin's word: the server's message says who will be told. */
export interface ChangeToTell {
  message: string;
  apply(): Promise<void>;
}

/** The last move, add or remove that succeeded, and the change that reverses it (through the same previews and confirmations). */
export interface LastChange {
  /** "Aoife & Cian moved to Group bbbbbbbb." */
  message: string;
  /** The reverse change; absent when the change deleted the group the couple left, which no change can bring back. */
  undo?: () => Promise<void>;
}

/** A couple leaving `from` for `to` (null: the unmatched list; never both null). */
export interface CoupleMove {
  coupleId: string;
  /** "Aoife & Cian": how messages name the couple. */
  names: string;
  from: string | null;
  to: string | null;
}

/** What the admin agreed to: breaking rules (override) and telling the couples of a revealed dinner. */
interface Consent {
  override: boolean;
  confirm_changes: boolean;
}

/** The request's flags: confirm_changes only once the admin gave it. */
const flags = ({ override, confirm_changes }: Consent) => ({ override, ...(confirm_changes ? { confirm_changes } : {}) });

const isConfirmChange = (error: unknown) => error instanceof ApiError && error.body?.code === 'MATCHING.CONFIRM_CHANGE';

/** The review a refusal for broken rules carries (a change that began to break rules after its preview). */
function reviewOf(error: unknown): GroupChangePreviewDto | null {
  if (!(error instanceof ApiError) || error.body?.code !== 'MATCHING.RULE_BROKEN') return null;
  const body = error.body as Partial<GroupChangePreviewDto>;
  return { needs_override: true, breaks: body.breaks ?? [], consequences: body.consequences ?? [] };
}

/** Worth the admin's confirmation: a broken rule, or a consequence beyond the couple the admin takes out. */
const needsConfirmation = (review: GroupChangePreviewDto) => review.needs_override || review.consequences.some((c) => c.kind !== 'couple_unmatched');

/**
 * The group operations of the match results page. A move, add or remove is previewed first:
 * when it breaks a hard rule or changes a table, the admin sees every broken rule and
 * consequence in a dialog and confirms (an override the server records). Once the dinner is
 * revealed, the server asks first who will be told (MATCHING.CONFIRM_CHANGE): the admin
 * confirms in a second dialog, "Tell the couples?". After each change or refusal the lists refresh
 * (the mutations' meta): a refusal may come from a screen out of date.
 * The last move, add or remove that was saved offers its reverse (Undo), made the same way.
 */
export function useGroupActions(dinnerId: string) {
  const t = useT();
  const { toast } = useToast();
  const stale = dinnerChangeKeys(dinnerId);
  // A preview changes nothing; its refusal, like a change's, means the screen was out of date.
  const previewing = invalidating([], stale);
  const changing = invalidating(stale, stale);
  const mutate = { move: useMoveCouple(changing), add: useAddCouple(changing), remove: useRemoveCouple(changing) };
  const deleteGroup = useDeleteGroup(changing);
  const previewMove = usePreviewMoveCouple(previewing);
  const previewAdd = usePreviewAddCouple(previewing);
  const previewRemove = usePreviewRemoveCouple(previewing);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [telling, setTelling] = useState<ChangeToTell | null>(null);
  const [lastChange, setLastChange] = useState<LastChange | null>(null);

  /** Makes the change; `done` runs once it is saved (after any override or "Tell the couples?" confirmation). */
  const attempt = async (
    failure: string,
    action: (consent: Consent) => Promise<unknown>,
    consent: Consent = { override: false, confirm_changes: false },
    done: () => void = () => undefined,
  ): Promise<void> => {
    try {
      await action(consent);
      setPending(null);
      setTelling(null);
      done();
    } catch (error) {
      const review = reviewOf(error);
      setPending(null);
      setTelling(null);
      if (review && !consent.override) setPending({ failure, review, apply: () => attempt(failure, action, { ...consent, override: true }, done) });
      else if (isConfirmChange(error) && !consent.confirm_changes)
        setTelling({ message: errorMessage(error, failure), apply: () => attempt(failure, action, { ...consent, confirm_changes: true }, done) });
      else toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
    }
  };

  const guarded = async (
    failure: string,
    preview: () => Promise<GroupChangePreviewDto>,
    action: (consent: Consent) => Promise<unknown>,
    then: (review: GroupChangePreviewDto) => void,
  ): Promise<void> => {
    let review: GroupChangePreviewDto;
    try {
      review = await preview();
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
      return;
    }
    const done = () => then(review);
    if (!needsConfirmation(review)) return attempt(failure, action, undefined, done);
    setPending({ failure, review, apply: () => attempt(failure, action, { override: review.needs_override, confirm_changes: false }, done) });
  };

  /** Each change, and what follows it once saved: an Undo offering the reverse change, whose own success clears it. */
  const moveCouple = (move: CoupleMove, after: (review: GroupChangePreviewDto) => void): Promise<void> => {
    const data = { coupleId: move.coupleId, fromGroupId: move.from!, toGroupId: move.to! };
    return guarded(
      t('admin.results.failed.move'),
      () => previewMove.mutateAsync({ dinnerId, data }),
      (consent) => mutate.move.mutateAsync({ dinnerId, data: { ...data, ...flags(consent) } }),
      after,
    );
  };
  const addCouple = (move: CoupleMove, after: (review: GroupChangePreviewDto) => void): Promise<void> => {
    const data = { coupleId: move.coupleId, groupId: move.to! };
    return guarded(
      t('admin.results.failed.add'),
      () => previewAdd.mutateAsync({ dinnerId, data }),
      (consent) => mutate.add.mutateAsync({ dinnerId, data: { ...data, ...flags(consent) } }),
      after,
    );
  };
  const removeCouple = (move: CoupleMove, after: (review: GroupChangePreviewDto) => void): Promise<void> => {
    const data = { coupleId: move.coupleId, groupId: move.from! };
    return guarded(
      t('admin.results.failed.remove'),
      () => previewRemove.mutateAsync({ dinnerId, data }),
      (consent) => mutate.remove.mutateAsync({ dinnerId, data: { ...data, ...flags(consent) } }),
      after,
    );
  };
  const change = (move: CoupleMove, after: (review: GroupChangePreviewDto) => void) =>
    move.from && move.to ? moveCouple(move, after) : move.to ? addCouple(move, after) : removeCouple(move, after);
  const reverse = (move: CoupleMove): CoupleMove => ({ ...move, from: move.to, to: move.from });

  return {
    busy: mutate.move.isPending || mutate.add.isPending || mutate.remove.isPending || deleteGroup.isPending,
    pending,
    dismiss: () => setPending(null),
    telling,
    dismissTelling: () => setTelling(null),
    lastChange,
    /** Moves a couple between groups, into a group, or out of its group (to: null); once saved, Undo reverses it. */
    changeCouple: (move: CoupleMove) =>
      change(move, (review) => {
        const words = { names: move.names, zone: zoneName(t, move.to) };
        if (review.consequences.some((c) => c.kind === 'group_deleted' && c.group_id === move.from))
          setLastChange({ message: t('admin.results.movedGroupDeleted', words) });
        else setLastChange({ message: t('admin.results.moved', words), undo: () => change(reverse(move), () => setLastChange(null)) });
      }),
    /** What the change would break and do, and the new scores: shown while a couple is held over a group. */
    preview: (move: CoupleMove): Promise<GroupChangePreviewDto> => {
      if (move.from && move.to) return previewMove.mutateAsync({ dinnerId, data: { coupleId: move.coupleId, fromGroupId: move.from, toGroupId: move.to } });
      if (move.to) return previewAdd.mutateAsync({ dinnerId, data: { coupleId: move.coupleId, groupId: move.to } });
      return previewRemove.mutateAsync({ dinnerId, data: { coupleId: move.coupleId, groupId: move.from! } });
    },
    deleteGroup: (groupId: string) => attempt(t('admin.results.failed.delete'), () => deleteGroup.mutateAsync({ dinnerId, groupId })),
  };
}
