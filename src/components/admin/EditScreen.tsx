import type { QueryKey } from '@tanstack/react-query';
import type { EditorScreens } from './editorKind';
import { EditedRecord } from './EditedRecord';
import { HeaderLinkTo } from './HeaderLinkTo';
import { PageHeader } from './PageHeader';
import { useRecordEditor } from './useRecordEditor';

/** A kind's edit screen: its header, then its record's states (`EditedRecord`) and its form. */
export function EditScreen<Stored extends { _id: string }, Values, Key extends QueryKey>({
  kind,
}: {
  kind: EditorScreens<Stored, Values, Key>;
}) {
  const editor = useRecordEditor(kind);
  const { title, submitLabel, link, describe } = kind.edit;
  const read = editor.read.data;
  const shown = read !== undefined && !kind.isEmpty(read) ? read : undefined;
  const Form = kind.Form;
  return (
    <section className={`mx-auto ${kind.width}`}>
      <PageHeader
        title={title}
        description={describe(shown)}
        inlineActions={link?.look === 'close'}
        actions={
          link && (shown || !link.whileShown) ? <HeaderLinkTo to={editor.listPath} link={link} /> : undefined
        }
      />
      <EditedRecord
        id={editor.id}
        read={editor.read}
        listPath={editor.listPath}
        isEmpty={kind.isEmpty}
        noun={kind.noun}
        notFound={kind.notFound}
      >
        {(stored) =>
          editor.form && (
            <Form
              key={stored._id || editor.id}
              mode="edit"
              defaultValues={editor.form.values}
              storedAs={editor.form.storedAs}
              submitLabel={submitLabel}
              busyLabel="Updating..."
              locked={editor.saved}
              cancelTo={editor.listPath}
              onSubmit={editor.save}
              onSaved={editor.markSaved}
            />
          )
        }
      </EditedRecord>
    </section>
  );
}
