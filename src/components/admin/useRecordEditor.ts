import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { EditorScreens } from './editorKind';
import { listReturnPath } from './listReturn';
import { useReturnAfterSave } from './useReturnAfterSave';

/**
 * What every edit screen does with its record: reads the address's record (as shown and as sent),
 * opens the form on it (`openForm`), saves the form over it (`useSaveEdit`), then locks the form
 * and returns to the list it was opened from.
 */
export function useRecordEditor<Stored extends { _id: string }, Values, Key extends QueryKey>(
  kind: EditorScreens<Stored, Values, Key>,
) {
  const { id = '' } = useParams();
  const listPath = listReturnPath(kind.list, useLocation().state);
  const query = useQuery({ ...kind.query(id), enabled: Boolean(id) });
  // The record as the form shows it; the read keeps it as sent too, for the save.
  const read = {
    data: query.data?.record,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
  const saveEdit = kind.useSaveEdit();
  const { saved, markSaved } = useReturnAfterSave(listPath, kind.edit.returnAfterMs ?? 0);
  const opened = query.data;
  const form = opened ? kind.openForm(opened) : undefined;
  const save = (values: Values) => (opened ? saveEdit(id, opened, values) : Promise.resolve(false));
  return { id, listPath, read, form, saved, markSaved, save };
}
