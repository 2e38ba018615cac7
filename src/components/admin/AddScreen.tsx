import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { EditorKind } from './editorKind';
import { HeaderLinkTo } from './HeaderLinkTo';
import { PageHeader } from './PageHeader';
import { savedOrNot } from './savedOrNot';
import { useReturnAfterSave } from './useReturnAfterSave';

const stay = () => undefined;

/**
 * A kind's add screen: its header and an empty form. The mutation's hook raises the toasts (a
 * failure's gives the backend's `massage`), so a failed save keeps what was typed; a kind that
 * stays after a save (no `returnAfterMs`) has its form emptied for the next record.
 */
export function AddScreen<
  Stored extends { _id: string },
  Values,
  CreateInput,
  Body extends object,
  UpdateInput,
  Key extends QueryKey,
>({ kind }: { kind: EditorKind<Stored, Values, CreateInput, Body, UpdateInput, Key> }) {
  const { title, description, submitLabel, link, returnAfterMs, emptyForm } = kind.add;
  const create = kind.useCreate();
  const [initial] = useState(emptyForm);
  const { saved, markSaved } = useReturnAfterSave(kind.list, returnAfterMs ?? 0);
  const Form = kind.Form;
  return (
    <section className={`mx-auto ${kind.width}`}>
      <PageHeader
        title={title}
        description={description}
        inlineActions={link?.look === 'close'}
        actions={link ? <HeaderLinkTo to={kind.list} link={link} /> : undefined}
      />
      <Form
        mode="add"
        defaultValues={initial}
        submitLabel={submitLabel}
        busyLabel="Adding..."
        locked={saved}
        cancelTo={kind.list}
        onSubmit={(values) => savedOrNot(create.mutateAsync(kind.toCreateInput(values)))}
        onSaved={returnAfterMs === undefined ? stay : markSaved}
      />
    </section>
  );
}
