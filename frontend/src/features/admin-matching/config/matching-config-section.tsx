import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import {
  getListMatchingConfigQueryKey,
  useDeleteMatchingConfig,
  useInitializeMatchingConfigDefaults,
  useListMatchingConfig,
} from '../../../api/generated/admin/admin';
import { MatchingConfigDto } from '../../../api/generated/model';
import { CellLabel, responsiveTable as rt } from '../../../components/ui/list-toolbar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { useToast } from '../../../components/ui/toast';
import { invalidating } from '../../../lib/query-client';
import { ParameterFormDialog } from './parameter-form-dialog';

type Editing = { parameter: MatchingConfigDto | null } | null;

/** Matching configuration parameters (admin-side spec, sections 2 and 5); runs are triggered from the Run Matching panel above it. */
export default function MatchingConfigSection() {
  const { toast } = useToast();
  const list = useListMatchingConfig();
  const initialize = useInitializeMatchingConfigDefaults(invalidating([getListMatchingConfigQueryKey()]));
  const remove = useDeleteMatchingConfig(invalidating([getListMatchingConfigQueryKey()]));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MatchingConfigDto | null>(null);

  const initializeDefaults = () =>
    initialize.mutate(undefined, {
      onSuccess: (result) => {
        toast({ title: 'Defaults initialized', description: result.message, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Failed to initialize default configuration parameters.',
          description: errorMessage(error, 'Failed to initialize default configuration parameters.'),
          variant: 'destructive',
        }),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { parameterName: deleting.parameter_name },
      {
        onSuccess: () => {
          toast({ title: 'Parameter deleted', description: deleting.parameter_name, variant: 'success' });
          setDeleting(null);
        },
        onError: (error) => {
          toast({
            title: 'Failed to delete configuration parameter.',
            description: errorMessage(error, 'Failed to delete configuration parameter.'),
            variant: 'destructive',
          });
          setDeleting(null);
        },
      },
    );
  };

  const body = () => {
    if (list.isLoading) return <ListLoading label="Loading configuration parameters..." />;
    if (list.isError || !list.data) return <ListError message="Failed to load configuration parameters" onRetry={() => void list.refetch()} />;
    if (list.data.configs.length === 0) {
      return (
        <ListEmpty title="No configuration parameters yet">
          Click <strong>Initialize Defaults</strong> to create the matching engine’s documented parameters, then tune them here.
        </ListEmpty>
      );
    }
    return (
      <div className="rounded-2xl md:border md:border-stone-200 md:bg-white">
        <table className={rt.table}>
          <thead className={`${rt.head} bg-stone-50 text-stone-600`}>
            <tr>
              {['Parameter Name', 'Value', 'Type', 'Status', 'Description', 'Actions'].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={rt.body}>
            {list.data.configs.map((parameter) => (
              <tr key={parameter.id} className={`${rt.row} bg-white`}>
                <td className={`${rt.cell} md:px-4 md:py-3 font-mono text-xs`}>
                  {parameter.parameter_name}
                  {!parameter.read_by_engine && <span className="mt-1 block font-sans text-stone-500">Not read by the matching engine</span>}
                </td>
                <td className={`${rt.cell} md:px-4 md:py-3 font-mono text-xs`}>
                  <CellLabel>Value</CellLabel>
                  {parameter.parameter_value}
                </td>
                <td className={`${rt.cell} md:px-4 md:py-3`}>
                  <CellLabel>Type</CellLabel>
                  {parameter.data_type}
                </td>
                <td className={`${rt.cell} md:px-4 md:py-3`}>
                  {parameter.is_active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}
                </td>
                <td className={`${rt.cell} max-w-xs md:px-4 md:py-3 text-stone-600`}>{parameter.description}</td>
                <td className={`${rt.cell} md:px-4 md:py-3`}>
                  <div className="flex gap-2">
                    <Button variant="secondary" className="px-3 py-1" aria-label={`Edit ${parameter.parameter_name}`} onClick={() => setEditing({ parameter })}>
                      Edit
                    </Button>
                    <Button variant="danger" className="px-3 py-1" aria-label={`Delete ${parameter.parameter_name}`} onClick={() => setDeleting(parameter)}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section aria-labelledby="matching-config-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="matching-config-title" className="text-2xl font-bold text-brand-800">
            Matching Configuration
          </h2>
          <p className="text-sm text-stone-600">The matching engine reads these parameters; a missing or inactive one runs at its documented default.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ parameter: null })}>Add Parameter</Button>
          <Button variant="secondary" onClick={initializeDefaults} busy={initialize.isPending}>
            {initialize.isPending ? 'Initializing...' : 'Initialize Defaults'}
          </Button>
          <Button variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Refresh
          </Button>
        </div>
      </div>
      {body()}
      {editing && <ParameterFormDialog parameter={editing.parameter} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Parameter"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          Delete <strong>{deleting?.parameter_name}</strong>? The matching engine falls back to its documented default. This action cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
