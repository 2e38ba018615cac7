import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { EditorScreens } from './editorKind';
import { listReturnPath } from './listReturn';
import { useReturnAfterSave } from './useReturnAfterSave';

/**
 * What every edit screen does with its record: reads the address's record, saves the form over
 * it (`useSaveEdit`), then locks the form and returns to the list it was opened from.
 */
export function useRecordEditor<Stored extends { _id: string }, Values, Key extends QueryKey>(
  kind: EditorScreens<Stored, Values, Key>,
) {
  const { id = '' } = useParams();
  const listPath = listReturnPath(kind.list, useLocation().state);
  const read = useQuery({ ...kind.query(id), enabled: Boolean(id) });
  const saveEdit = kind.useSaveEdit();
  const { saved, markSaved } = useReturnAfterSave(listPath, kind.edit.returnAfterMs ?? 0);
  const save = (stored: Stored) => (values: Values) => saveEdit(id, stored, values);
  return { id, listPath, read, saved, markSaved, save };
}
