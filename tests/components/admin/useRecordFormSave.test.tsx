import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useRecordFormSave } from '@/components/admin/useRecordFormSave';

interface Values {
  name: string;
}

interface Options {
  onSubmit: (values: Values) => Promise<boolean>;
  onSaved?: () => void;
  emptiesAfterSave?: boolean;
}

/** A record form with two image pickers, each a pair of buttons that starts and ends its upload. */
function RecordForm({ onSubmit, onSaved = () => {}, emptiesAfterSave }: Options) {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  const save = useRecordFormSave(form, {
    onSubmit,
    onSaved,
    locked: false,
    submitLabel: 'Save',
    busyLabel: 'Saving...',
    emptiesAfterSave,
  });
  return (
    <form onSubmit={(event) => void save.submit(event)}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {['images', 'plan'].map((picker) => (
        <span key={picker}>
          <button type="button" onClick={() => save.uploadsIn(picker)(true)}>
            Start {picker}
          </button>
          <button type="button" onClick={() => save.uploadsIn(picker)(false)}>
            End {picker}
          </button>
        </span>
      ))}
      <button type="submit" disabled={save.busy}>
        {save.saveLabel}
      </button>
      {save.prompt}
    </form>
  );
}

function renderForm(options: Options) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <RecordForm {...options} /> },
      { path: '/list', element: <p>The list</p> },
    ],
    { initialEntries: ['/form'] },
  );
  return { user: userEvent.setup(), ...render(<RouterProvider router={router} />) };
}

describe('useRecordFormSave', () => {
  it('keeps the save waiting while any of the pickers uploads', async () => {
    const { user } = renderForm({ onSubmit: async () => true });
    const saveButton = screen.getByRole('button', { name: 'Save' });
    await user.click(screen.getByRole('button', { name: 'Start images' }));
    await user.click(screen.getByRole('button', { name: 'Start plan' }));
    await user.click(screen.getByRole('button', { name: 'End images' }));
    expect(saveButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'End plan' }));
    expect(saveButton).toBeEnabled();
  });

  it('hands over to the screen once the backend has the record, and not when it refused it', async () => {
    const onSaved = vi.fn();
    const answers = [false, true];
    const onSubmit = vi.fn(async () => answers.shift() ?? false);
    const { user } = renderForm({ onSubmit, onSaved });
    await user.type(screen.getByLabelText('Name'), 'Sai Heights');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The button reads Save again once the refused save has ended.
    await screen.findByRole('button', { name: 'Save' });
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Sai Heights');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Sai Heights' });
  });

  it('empties the form for the next record when the screen stays after a save', async () => {
    const onSaved = vi.fn();
    const { user } = renderForm({ onSubmit: async () => true, onSaved, emptiesAfterSave: true });
    await user.type(screen.getByLabelText('Name'), 'Green Valley Phase III');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
