import { useQuery, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { mergeEdit } from '@/lib/mergeEdit';
import type { RecordQuery } from '@/lib/recordKind';
import { listReturnPath } from './listReturn';
import { savedOrNot } from './savedOrNot';
import { useReturnAfterSave } from './useReturnAfterSave';

interface RecordEditorOptions<Stored, Values, Body extends object, Input, Key extends QueryKey> {
  /** The list the editor returns to, with the page and filters it was opened from. */
  list: string;
  /** How long after a save the list opens (decision 0078). */
  afterMs: number;
  /** The record's read, by the id in the address. */
  query: RecordQuery<Stored, Key>;
  /** The kind's update mutation. */
  update: Pick<UseMutationResult<unknown, unknown, Input, unknown>, 'mutateAsync'>;
  /** The form's values as the backend's body. */
  toBody: (values: Values, stored: Stored) => Body;
  /** The mutation's input: the id and the body as it goes. */
  toInput: (id: string, body: Body) => Input;
}

/**
 * What every edit screen does with its record: reads the address's record, and saves the form
 * over the record as read (`mergeEdit`: what the form does not show goes back as it came), then
 * locks the form and returns to the list it was opened from.
 */
export function useRecordEditor<
  Stored extends { _id: string },
  Values,
  Body extends object,
  Input,
  Key extends QueryKey,
>({ list, afterMs, query, update, toBody, toInput }: RecordEditorOptions<Stored, Values, Body, Input, Key>) {
  const { id = '' } = useParams();
  const listPath = listReturnPath(list, useLocation().state);
  const read = useQuery({ ...query(id), enabled: Boolean(id) });
  const { saved, markSaved } = useReturnAfterSave(listPath, afterMs);
  const save = (stored: Stored) => (values: Values) =>
    savedOrNot(
      update.mutateAsync(
        toInput(id, mergeEdit(stored, { ...toBody(values, stored), _id: stored._id || id })),
      ),
    );
  return { id, listPath, read, saved, markSaved, save };
}
