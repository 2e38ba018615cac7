import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RecordQuery } from '@/lib/recordKind';

/** What the add and edit screens hand their kind's form. */
interface RecordFormProps<Values> {
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

/**
 * A kind of record the back office adds and edits (a building, a land, a project), declared once
 * in its feature: `AddScreen` and `EditScreen` draw its two screens from it, with one save, one
 * ending after a save and one set of states before the form.
 */
export interface EditorKind<
  Stored extends { _id: string },
  Values,
  CreateInput,
  Body extends object,
  UpdateInput,
  Key extends QueryKey = QueryKey,
> {
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
  useCreate: () => Mutation<CreateInput>;
  toCreateInput: (values: Values) => CreateInput;
  /** The record's read, by the id in the address, and what counts as no record. */
  query: RecordQuery<Stored, Key>;
  isEmpty: (stored: Stored) => boolean;
  notFound: string;
  toForm: (stored: Stored) => Values;
  useUpdate: () => Mutation<UpdateInput>;
  /** The form's values as the backend's body, over the record as read (`useRecordEditor`). */
  toBody: (values: Values, stored: Stored) => Body;
  toUpdateInput: (id: string, body: Body) => UpdateInput;
}

/** A kind declared, its types taken from its query, form and mutations. */
export function editorKind<
  Stored extends { _id: string },
  Values,
  CreateInput,
  Body extends object,
  UpdateInput,
  Key extends QueryKey,
>(
  kind: EditorKind<Stored, Values, CreateInput, Body, UpdateInput, Key>,
): EditorKind<Stored, Values, CreateInput, Body, UpdateInput, Key> {
  return kind;
}
