import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { EditorScreens } from './editorKind';
import { HeaderLinkTo } from './HeaderLinkTo';
import { PageHeader } from './PageHeader';
import { useReturnAfterSave } from './useReturnAfterSave';

const stay = () => undefined;

/**
 * A kind's add screen: its header and an empty form. A kind that stays after a save (no
 * `returnAfterMs`) has its form emptied for the next record.
 */
export function AddScreen<Stored extends { _id: string }, Values, Key extends QueryKey>({
  kind,
}: {
  kind: EditorScreens<Stored, Values, Key>;
}) {
  const { title, description, submitLabel, link, returnAfterMs, emptyForm } = kind.add;
  const saveNew = kind.useSaveNew();
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
        onSubmit={saveNew}
        onSaved={returnAfterMs === undefined ? stay : markSaved}
      />
    </section>
  );
}
