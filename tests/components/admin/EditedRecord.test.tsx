/** What an edit screen shows before its form, for each state of the record's read. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EditedRecord, type EditedRecordProps } from '@/components/admin/EditedRecord';

interface Row {
  _id: string;
  name: string;
}

type Read = EditedRecordProps<Row>['read'];

const notFound404 = Object.assign(new Error('Row not found'), {
  isAxiosError: true,
  response: { status: 404 },
});

function show(read: Partial<Read>, id = 'row-1') {
  const whole: Read = {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(() => Promise.resolve()),
    ...read,
  };
  render(
    <MemoryRouter>
      <EditedRecord
        id={id}
        read={whole}
        isEmpty={(row) => !row._id && !row.name}
        noun="row"
        notFound="This row could not be found."
        listPath="/rows?page=2"
      >
        {(row) => <p>Editing {row.name}</p>}
      </EditedRecord>
    </MemoryRouter>,
  );
  return whole;
}

describe('EditedRecord', () => {
  it('says it is loading while the record is read', () => {
    show({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the row');
    expect(screen.queryByText(/Editing/)).not.toBeInTheDocument();
  });

  it('shows the editor once the record is read', () => {
    show({ data: { _id: 'row-1', name: 'First' } });
    expect(screen.getByText('Editing First')).toBeInTheDocument();
  });

  it.each([
    ['a 404', { isError: true, error: notFound404 }],
    ['an empty answer', { data: { _id: '', name: '' } }],
  ])('takes %s for a record that is not there, with the way back to the list', (_label, read) => {
    show(read);
    expect(screen.getByRole('heading', { name: 'Row not found' })).toBeInTheDocument();
    expect(screen.getByText('This row could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/rows?page=2');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a failed read with its reason and Retry', () => {
    const read = show({ isError: true, error: new Error('The server is down') });
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(read.refetch).toHaveBeenCalled();
  });

  it('keeps the editor when a later read of a record already shown fails', () => {
    show({ data: { _id: 'row-1', name: 'First' }, isError: true, error: new Error('Offline') });
    expect(screen.getByText('Editing First')).toBeInTheDocument();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });
});
