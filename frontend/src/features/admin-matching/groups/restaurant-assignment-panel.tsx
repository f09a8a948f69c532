import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/api-error';
import { useGetRestaurantOptions, useSuggestRestaurant, useUpdateDinnerMatch } from '../../../api/generated/admin/admin';
import type { MatchedGroupDto } from '../../../api/generated/model';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { dinnerChangeKeys } from '../dinner-change-keys';
import { invalidating } from '../../../lib/query-client';

type Choice = { restaurant_id?: string; table_number?: number; confirm_changes?: boolean };

/** Restaurant select (only restaurants able to serve the group; others disabled with the reason), free table, Get AI Suggestion, Clear Assignment, Save Changes; a revealed dinner's change asks "Tell the couples?" first. */
export function RestaurantAssignmentPanel({ dinnerId, group, onDone }: { dinnerId: string; group: MatchedGroupDto; onDone(): void }) {
  const { toast } = useToast();
  const options = useGetRestaurantOptions(group.match_id);
  const update = useUpdateDinnerMatch(invalidating(dinnerChangeKeys(dinnerId)));
  const suggest = useSuggestRestaurant();
  const [restaurantId, setRestaurantId] = useState(group.restaurant_id ?? '');
  const [tableNumber, setTableNumber] = useState(group.table_number ? String(group.table_number) : '');
  // A revealed dinner's new venue waits for the admin's word: the server's message says who will be told.
  const [confirming, setConfirming] = useState<{ message: string; choice: Choice } | null>(null);
  // A suggestion or a choice only fills the form: say so until Save Changes has stored it.
  const unsaved = restaurantId !== (group.restaurant_id ?? '') || tableNumber !== (group.table_number ? String(group.table_number) : '');
  const chosen = options.data?.options.find((option) => option.restaurant_id === restaurantId);
  const tables = chosen
    ? [...new Set([...chosen.free_tables, ...(restaurantId === group.restaurant_id && group.table_number ? [group.table_number] : [])])].sort((a, b) => a - b)
    : [];

  const save = async (choice: Choice) => {
    try {
      await update.mutateAsync({ matchId: group.match_id, data: choice });
      setConfirming(null);
      toast({ title: 'Restaurant assignment updated', variant: 'success' });
      onDone();
    } catch (error) {
      if (!choice.confirm_changes && error instanceof ApiError && error.body?.code === 'MATCHING.CONFIRM_CHANGE') {
        return setConfirming({ message: errorMessage(error, 'Failed to update restaurant assignment'), choice: { ...choice, confirm_changes: true } });
      }
      setConfirming(null);
      toast({
        title: 'Failed to update restaurant assignment',
        description: errorMessage(error, 'Failed to update restaurant assignment'),
        variant: 'destructive',
      });
    }
  };

  const askSuggestion = async () => {
    try {
      const suggestion = await suggest.mutateAsync({ matchId: group.match_id });
      setRestaurantId(suggestion.suggestedRestaurantId);
      setTableNumber(String(suggestion.table_number));
      if (suggestion.source === 'gemini_ai') toast({ title: 'AI Suggestion Applied', description: `AI recommends: ${suggestion.restaurant_name}` });
      else
        toast({
          title: 'Suggestion filled in',
          description: `Best fit by the matching rules (no AI): ${suggestion.restaurant_name}. Save Changes to assign it.`,
        });
    } catch (error) {
      toast({ title: 'AI Suggestion Failed', description: errorMessage(error, 'Failed to get AI suggestion'), variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-brand-200 p-3" aria-label="Restaurant assignment">
      {options.isError && (
        <p role="alert" className="text-red-700">
          Failed to load restaurants. Please try again.
        </p>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Restaurant</span>
        <select
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          value={restaurantId}
          onChange={(event) => {
            setRestaurantId(event.target.value);
            setTableNumber('');
          }}
        >
          <option value="">No restaurant</option>
          {options.data?.options.map((option) => (
            <option
              key={option.restaurant_id}
              value={option.restaurant_id}
              disabled={option.unavailable_reason !== null && option.restaurant_id !== group.restaurant_id}
            >
              {option.unavailable_reason ? `${option.name} (${option.unavailable_reason})` : `${option.name} (fit ${option.fit}/100)`}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Table number</span>
        <select
          className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          value={tableNumber}
          onChange={(event) => setTableNumber(event.target.value)}
          disabled={!restaurantId}
        >
          <option value="">First free table</option>
          {tables.map((table) => (
            <option key={table} value={table}>
              Table {table}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={askSuggestion} busy={suggest.isPending}>
          {suggest.isPending ? 'Asking...' : 'Get AI Suggestion'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setRestaurantId('');
            setTableNumber('');
          }}
        >
          Clear Assignment
        </Button>
        <Button
          onClick={() => save(restaurantId ? { restaurant_id: restaurantId, ...(tableNumber ? { table_number: Number(tableNumber) } : {}) } : {})}
          disabled={update.isPending}
        >
          Save Changes
        </Button>
      </div>
      {unsaved && (
        <p role="status" className="text-sm font-medium text-amber-800">
          Not saved yet: Save Changes to assign this restaurant and table.
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Tell the couples?"
        confirmLabel="Save and tell them"
        busy={update.isPending}
        onConfirm={() => confirming && save(confirming.choice)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming?.message}</p>
      </ConfirmDialog>
    </div>
  );
}
