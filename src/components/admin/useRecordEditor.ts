import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { mergeEdit } from '@/lib/mergeEdit';
import type { EditorKind } from './editorKind';
import { listReturnPath } from './listReturn';
import { savedOrNot } from './savedOrNot';
import { useReturnAfterSave } from './useReturnAfterSave';

/**
 * What every edit screen does with its record: reads the address's record, and saves the form
 * over the record as read (`mergeEdit`: what the form does not show goes back as it came), then
 * locks the form and returns to the list it was opened from.
 */
export function useRecordEditor<
  Stored extends { _id: string },
  Values,
  CreateInput,
  Body extends object,
  UpdateInput,
  Key extends QueryKey,
>(kind: EditorKind<Stored, Values, CreateInput, Body, UpdateInput, Key>) {
  const { id = '' } = useParams();
  const listPath = listReturnPath(kind.list, useLocation().state);
  const read = useQuery({ ...kind.query(id), enabled: Boolean(id) });
  const update = kind.useUpdate();
  const { saved, markSaved } = useReturnAfterSave(listPath, kind.edit.returnAfterMs ?? 0);
  const save = (stored: Stored) => (values: Values) =>
    savedOrNot(
      update.mutateAsync(
        kind.toUpdateInput(id, mergeEdit(stored, { ...kind.toBody(values, stored), _id: stored._id || id })),
      ),
    );
  return { id, listPath, read, saved, markSaved, save };
}
