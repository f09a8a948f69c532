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
import type { MessageId } from '../../../i18n/catalogues';
import { useRichT, useT } from '../../../i18n/use-t';
import { dataTypeLabel } from './parameter-form';
import { ParameterFormDialog } from './parameter-form-dialog';

type Editing = { parameter: MatchingConfigDto | null } | null;

const COLUMNS: MessageId[] = [
  'admin.config.column.name',
  'admin.config.column.value',
  'admin.config.column.type',
  'admin.config.column.status',
  'admin.config.column.description',
  'admin.config.column.actions',
];

/** Matching configuration parameters (admin-side spec, sections 2 and 5); runs are triggered from the Run Matching panel above it. */
export default function MatchingConfigSection() {
  const t = useT();
  const rich = useRichT();
  const { toast } = useToast();
  const list = useListMatchingConfig();
  const initialize = useInitializeMatchingConfigDefaults(invalidating([getListMatchingConfigQueryKey()]));
  const remove = useDeleteMatchingConfig(invalidating([getListMatchingConfigQueryKey()]));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MatchingConfigDto | null>(null);

  const initializeDefaults = () =>
    initialize.mutate(undefined, {
      onSuccess: (result) => {
        toast({ title: t('admin.config.initialized'), description: t('admin.config.initializedCount', { count: result.created }), variant: 'success' });
      },
      onError: (error) =>
        toast({ title: t('admin.config.initializeFailed'), description: errorMessage(error, t('admin.config.initializeFailed')), variant: 'destructive' }),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { parameterName: deleting.parameter_name },
      {
        onSuccess: () => {
          toast({ title: t('admin.config.deleted'), description: deleting.parameter_name, variant: 'success' });
          setDeleting(null);
        },
        onError: (error) => {
          toast({ title: t('admin.config.deleteFailed'), description: errorMessage(error, t('admin.config.deleteFailed')), variant: 'destructive' });
          setDeleting(null);
        },
      },
    );
  };

  const body = () => {
    if (list.isLoading) return <ListLoading label={t('admin.config.loading')} />;
    if (list.isError || !list.data) return <ListError message={t('admin.config.loadFailed')} onRetry={() => void list.refetch()} />;
    if (list.data.configs.length === 0) {
      return <ListEmpty title={t('admin.config.emptyTitle')}>{rich('admin.config.emptyText', { b: (text) => <strong>{text}</strong> })}</ListEmpty>;
    }
    return (
      <div className="rounded-2xl md:border md:border-stone-200 md:bg-white">
        <table className={rt.table}>
          <thead className={`${rt.head} bg-stone-50 text-stone-600`}>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={rt.body}>
            {list.data.configs.map((parameter) => (
              <tr key={parameter.id} className={`${rt.row} bg-white`}>
                <td className={`${rt.cell} md:px-4 md:py-3 font-mono text-xs`}>
                  {parameter.parameter_name}
                  {!parameter.read_by_engine && <span className="mt-1 block font-sans text-stone-500">{t('admin.config.notRead')}</span>}
                </td>
                <td className={`${rt.cell} md:px-4 md:py-3 font-mono text-xs`}>
                  <CellLabel>{t('admin.config.column.value')}</CellLabel>
                  {parameter.parameter_value}
                </td>
                <td className={`${rt.cell} md:px-4 md:py-3`}>
                  <CellLabel>{t('admin.config.column.type')}</CellLabel>
                  {dataTypeLabel(t, parameter.data_type)}
                </td>
                <td className={`${rt.cell} md:px-4 md:py-3`}>
                  {parameter.is_active ? (
                    <Badge variant="success">{t('admin.config.active')}</Badge>
                  ) : (
                    <Badge variant="outline">{t('admin.config.inactive')}</Badge>
                  )}
                </td>
                <td className={`${rt.cell} max-w-xs md:px-4 md:py-3 text-stone-600`}>{parameter.description}</td>
                <td className={`${rt.cell} md:px-4 md:py-3`}>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      className="px-3 py-1"
                      aria-label={t('admin.config.editLabel', { name: parameter.parameter_name })}
                      onClick={() => setEditing({ parameter })}
                    >
                      {t('admin.config.edit')}
                    </Button>
                    <Button
                      variant="danger"
                      className="px-3 py-1"
                      aria-label={t('admin.config.deleteLabel', { name: parameter.parameter_name })}
                      onClick={() => setDeleting(parameter)}
                    >
                      {t('admin.config.delete')}
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
            {t('admin.config.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('admin.config.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ parameter: null })}>{t('admin.config.add')}</Button>
          <Button variant="secondary" onClick={initializeDefaults} busy={initialize.isPending}>
            {t(initialize.isPending ? 'admin.config.initializing' : 'admin.config.initialize')}
          </Button>
          <Button variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('admin.config.refresh')}
          </Button>
        </div>
      </div>
      {body()}
      {editing && <ParameterFormDialog parameter={editing.parameter} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.config.deleteTitle')}
        confirmLabel={t('admin.config.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{rich('admin.config.deleteText', { name: deleting?.parameter_name ?? '', b: (text) => <strong>{text}</strong> })}</p>
      </ConfirmDialog>
    </section>
  );
}
