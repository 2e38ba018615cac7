import type { ReactNode } from 'react';
import { EditedRecord, type EditedRecordProps } from './EditedRecord';
import { PageHeader, type PageHeaderProps } from './PageHeader';

/** An edit screen: its header, then its record's states and editor (`EditedRecord`). */
export function EditScreen<Stored>({
  header,
  width = 'max-w-6xl',
  editor,
  children,
  ...record
}: Omit<EditedRecordProps<Stored>, 'id' | 'read' | 'listPath'> & {
  header: PageHeaderProps;
  /** The screen's width, as a Tailwind max-width class. */
  width?: string;
  /** The screen's `useRecordEditor`. */
  editor: Pick<EditedRecordProps<Stored>, 'id' | 'read' | 'listPath'>;
  children: (stored: Stored) => ReactNode;
}) {
  return (
    <section className={`mx-auto ${width}`}>
      <PageHeader {...header} />
      <EditedRecord id={editor.id} read={editor.read} listPath={editor.listPath} {...record}>
        {children}
      </EditedRecord>
    </section>
  );
}
