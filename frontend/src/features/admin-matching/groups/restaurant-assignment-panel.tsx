import { useState } from 'react';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../api/api-error';
import { useGetRestaurantOptions, useSuggestRestaurant, useUpdateDinnerMatch } from '../../../api/generated/admin/admin';
import type { MatchedGroupDto } from '../../../api/generated/model';
import { updateDinnerMatchBody } from '../../../api/generated/zod/admin/admin';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { dinnerChangeKeys } from '../dinner-change-keys';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { invalidating } from '../../../lib/query-client';
import { useT } from '../../../i18n/use-t';

/** The selects' values: '' is no restaurant (the assignment cleared), or the first free table. */
type AssignmentFields = { restaurant_id: string; table_number: string };

/** PUT /api/admin/dinner-matches/{matchId}'s body: no restaurant sends nothing (cleared), no table lets the server take the first free one. */
const assignmentSchema = z
  .object({ restaurant_id: z.string(), table_number: z.string() })
  .transform(({ restaurant_id, table_number }) => (restaurant_id ? { restaurant_id, ...(table_number ? { table_number: Number(table_number) } : {}) } : {}))
  .pipe(updateDinnerMatchBody);
type Choice = z.output<typeof assignmentSchema>;

const fieldsOf = (group: MatchedGroupDto): AssignmentFields => ({
  restaurant_id: group.restaurant_id ?? '',
  table_number: group.table_number ? String(group.table_number) : '',
});

/** Restaurant select (only restaurants able to serve the group; others disabled with the reason), free table, Get AI Suggestion, Clear Assignment, Save Changes; a revealed dinner's change asks "Tell the couples?" first. */
export function RestaurantAssignmentPanel({ dinnerId, group, onDone }: { dinnerId: string; group: MatchedGroupDto; onDone(): void }) {
  const t = useT();
  const { toast } = useToast();
  const options = useGetRestaurantOptions(group.match_id);
  const update = useUpdateDinnerMatch(invalidating(dinnerChangeKeys(dinnerId)));
  const suggest = useSuggestRestaurant();
  const form = useServerForm(assignmentSchema, { defaultValues: fieldsOf(group), messages: {} });
  const { restaurant_id: restaurantId, table_number: tableNumber } = form.watch();
  const choose = ({ restaurant_id, table_number }: AssignmentFields) => {
    form.setValue('restaurant_id', restaurant_id);
    form.setValue('table_number', table_number);
  };
  // A revealed dinner's new venue waits for the admin's word: the server's message says who will be told.
  const [confirming, setConfirming] = useState<{ message: string; choice: Choice } | null>(null);
  // A suggestion or a choice only fills the form: say so until Save Changes has stored it.
  const saved = fieldsOf(group);
  const unsaved = restaurantId !== saved.restaurant_id || tableNumber !== saved.table_number;
  const chosen = options.data?.options.find((option) => option.restaurant_id === restaurantId);
  const tables = chosen
    ? [...new Set([...chosen.free_tables, ...(restaurantId === group.restaurant_id && group.table_number ? [group.table_number] : [])])].sort((a, b) => a - b)
    : [];

  const save = async (choice: Choice) => {
    try {
      await update.mutateAsync({ matchId: group.match_id, data: choice });
      setConfirming(null);
      toast({ title: t('admin.groups.assign.updated'), variant: 'success' });
      onDone();
    } catch (error) {
      if (!choice.confirm_changes && error instanceof ApiError && error.body?.code === 'MATCHING.CONFIRM_CHANGE') {
        return setConfirming({ message: errorMessage(error, t('admin.groups.assign.failed')), choice: { ...choice, confirm_changes: true } });
      }
      setConfirming(null);
      toast({ title: t('admin.groups.assign.failed'), description: errorMessage(error, t('admin.groups.assign.failed')), variant: 'destructive' });
    }
  };

  const askSuggestion = async () => {
    try {
      const suggestion = await suggest.mutateAsync({ matchId: group.match_id });
      choose({ restaurant_id: suggestion.suggestedRestaurantId, table_number: String(suggestion.table_number) });
      const name = suggestion.restaurant_name;
      if (suggestion.source === 'gemini_ai') toast({ title: t('admin.groups.assign.aiApplied'), description: t('admin.groups.assign.aiRecommends', { name }) });
      else toast({ title: t('admin.groups.assign.suggested'), description: t('admin.groups.assign.rulesRecommend', { name }) });
    } catch (error) {
      toast({
        title: t('admin.groups.assign.suggestFailed'),
        description: errorMessage(error, t('admin.groups.assign.suggestFailedText')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-brand-200 p-3" aria-label={t('admin.groups.assign.label')}>
      {options.isError && (
        <p role="alert" className="text-red-700">
          {t('admin.groups.assign.loadFailed')}
        </p>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('admin.groups.assign.restaurant')}</span>
        <select
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          value={restaurantId}
          onChange={(event) => choose({ restaurant_id: event.target.value, table_number: '' })}
        >
          <option value="">{t('admin.groups.assign.noRestaurant')}</option>
          {options.data?.options.map((option) => (
            <option
              key={option.restaurant_id}
              value={option.restaurant_id}
              disabled={option.unavailable_reason !== null && option.restaurant_id !== group.restaurant_id}
            >
              {option.unavailable_reason
                ? t('admin.groups.assign.unavailable', { name: option.name, reason: option.unavailable_reason })
                : t('admin.groups.assign.fit', { name: option.name, fit: option.fit })}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('admin.groups.assign.tableNumber')}</span>
        <select
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          value={tableNumber}
          onChange={(event) => form.setValue('table_number', event.target.value)}
          disabled={!restaurantId}
        >
          <option value="">{t('admin.groups.assign.firstFree')}</option>
          {tables.map((table) => (
            <option key={table} value={table}>
              {t('admin.groups.table', { table: String(table) })}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={askSuggestion} busy={suggest.isPending}>
          {t(suggest.isPending ? 'admin.groups.assign.asking' : 'admin.groups.assign.suggest')}
        </Button>
        <Button variant="ghost" onClick={() => choose({ restaurant_id: '', table_number: '' })}>
          {t('admin.groups.assign.clear')}
        </Button>
        <Button onClick={form.handleSubmit((choice) => save(choice))} disabled={update.isPending}>
          {t('admin.groups.assign.save')}
        </Button>
      </div>
      {unsaved && (
        <p role="status" className="text-sm font-medium text-amber-800">
          {t('admin.groups.assign.unsaved')}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.groups.assign.tellTitle')}
        confirmLabel={t('admin.groups.assign.tellConfirm')}
        busy={update.isPending}
        onConfirm={() => confirming && save(confirming.choice)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming?.message}</p>
      </ConfirmDialog>
    </div>
  );
}
