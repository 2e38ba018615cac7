import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { mergeEdit } from '@/lib/mergeEdit';
import type { RecordQuery } from '@/lib/recordKind';
import type { RecordAsSent } from '@/lib/recordRequests';
import { formOpenedOn, type StoredAs } from './formOpenedOn';
import { savedOrNot } from './savedOrNot';

/** What the add and edit screens hand their kind's form. */
export interface RecordFormProps<Values> {
  mode: 'add' | 'edit';
  defaultValues: Values;
  submitLabel: string;
  busyLabel: string;
  /** Saves; true once the backend has it (`savedOrNot`). */
  onSubmit: (values: Values) => Promise<boolean>;
  /** Called after a save the screen moves on from (`useReturnAfterSave`). */
  onSaved: () => void;
  /** True from a save until the list opens: nothing more can be sent. */
  locked: boolean;
  /** Where the form's Cancel goes: the list it was opened from. */
  cancelTo: string;
  /** On an edit, the fields the form cannot show as the backend has them: their text, by field. */
  storedAs?: StoredAs;
}

/** A link in the screen's header: a button-like link, or the round close icon beside the title. */
export interface HeaderLink {
  label: string;
  look: 'button' | 'close';
  /** On an edit screen, only once the record is shown (not beside its loading or not-found state). */
  whileShown?: boolean;
}

type Mutation<Input> = Pick<UseMutationResult<unknown, unknown, Input, unknown>, 'mutateAsync'>;

interface ScreenWords {
  /** The screen's heading and the page's title. */
  title: string;
  submitLabel: string;
  link?: HeaderLink;
  /** How long after a save the list opens (decision 0078); none: the screen stays for the next. */
  returnAfterMs?: number;
}

/** What a kind's two screens show, and how the edit screen reads its record. */
interface EditorScreensBase<Stored extends { _id: string }, Values, Key extends QueryKey> {
  /** The kind in words: 'building' gives 'Loading the building' and 'Building not found'. */
  noun: string;
  /** The list the screens return to. */
  list: string;
  /** The screens' width, as a Tailwind max-width class. */
  width: 'max-w-4xl' | 'max-w-6xl';
  Form: ComponentType<RecordFormProps<Values>>;
  add: ScreenWords & { description: string; emptyForm: () => Values };
  edit: ScreenWords & {
    /** The line under the heading, from the record once it is shown. */
    describe: (shown: Stored | undefined) => string | undefined;
  };
  /** The record's read, by the id in the address (as shown and as sent), and what counts as no record. */
  query: RecordQuery<RecordAsSent<Stored>, Key>;
  isEmpty: (stored: Stored) => boolean;
  notFound: string;
  toForm: (stored: Stored) => Values;
}

/**
 * A kind of record the back office adds and edits (a building, a land, a project), declared once
 * in its feature with its mutations and the backend's inputs they take.
 */
export interface EditorKind<
  Stored extends { _id: string },
  Values,
  CreateInput,
  Body extends object,
  UpdateInput,
  Key extends QueryKey = QueryKey,
> extends EditorScreensBase<Stored, Values, Key> {
  useCreate: () => Mutation<CreateInput>;
  toCreateInput: (values: Values) => CreateInput;
  useUpdate: () => Mutation<UpdateInput>;
  /** The form's values as the backend's body, laid over the record as read. */
  toBody: (values: Values, stored: Stored) => Body;
  toUpdateInput: (id: string, body: Body) => UpdateInput;
}

/**
 * The kind as `AddScreen` and `EditScreen` take it: its saves bound to the backend's inputs, each
 * answering true once the backend has the record (`savedOrNot`; the mutation's hook raises the
 * toast, so a failed save keeps what was typed).
 */
export interface EditorScreens<
  Stored extends { _id: string },
  Values,
  Key extends QueryKey = QueryKey,
> extends EditorScreensBase<Stored, Values, Key> {
  useSaveNew: () => (values: Values) => Promise<boolean>;
  /** What the edit form opens with: its values, and the fields it cannot show as sent. */
  openForm: (read: RecordAsSent<Stored>) => OpenedForm<Values>;
  useSaveEdit: () => (id: string, read: RecordAsSent<Stored>, values: Values) => Promise<boolean>;
}

interface OpenedForm<Values> {
  values: Values;
  storedAs: StoredAs;
}

/** A kind declared, its types taken from its query, form and mutations. */
export function editorKind<
  Stored extends { _id: string },
  Values,
  CreateInput,
  Body extends object,
  UpdateInput,
  Key extends QueryKey,
>({
  useCreate,
  toCreateInput,
  useUpdate,
  toBody,
  toUpdateInput,
  ...screens
}: EditorKind<Stored, Values, CreateInput, Body, UpdateInput, Key>): EditorScreens<Stored, Values, Key> {
  const { toForm } = screens;
  const bodyOf = (values: Values, stored: Stored, id: string) => ({
    ...toBody(values, stored),
    _id: stored._id || id,
  });
  const openForm = ({ record, asSent }: RecordAsSent<Stored>) =>
    formOpenedOn(toForm(record), toBody(toForm(record), record), asSent);
  return {
    ...screens,
    openForm,
    useSaveNew() {
      const create = useCreate();
      return (values) => savedOrNot(create.mutateAsync(toCreateInput(values)));
    },
    useSaveEdit() {
      const update = useUpdate();
      // Over the record as the backend sent it (`mergeEdit`): what the form does not show, and
      // every field the administrator left as it opened, goes back as it came.
      return (id, read, values) => {
        const { record, asSent } = read;
        const opened = bodyOf(openForm(read).values, record, id);
        const body = mergeEdit(asSent, bodyOf(values, record, id), opened);
        return savedOrNot(update.mutateAsync(toUpdateInput(id, body)));
      };
    },
  };
}
