/** The resume field refuses another kind of file or one too large, says why, and empties itself. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/config/constants';
import { ResumeField } from '@/features/careers/components/ResumeField';

/** On the English career page, whose words it says. */
const renderField = (onChange: (resume: File | null) => void) =>
  render(
    <MemoryRouter initialEntries={['/career']}>
      <ResumeField onChange={onChange} />
    </MemoryRouter>,
  );

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('ResumeField', () => {
  it('is a required file field that says which files it takes', () => {
    renderField(() => undefined);
    const input = screen.getByLabelText('Resume');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');
    expect(input).toHaveAccessibleDescription('.jpg, .jpeg, .png, .pdf up to 10 MB');
  });

  it('passes a PDF on', () => {
    const onChange = vi.fn();
    renderField(onChange);
    const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    choose(screen.getByLabelText('Resume'), resume);
    expect(onChange).toHaveBeenLastCalledWith(resume);
    expect(screen.getByLabelText('Resume')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a file of another kind or over the limit, with the reason beside the field', () => {
    const onChange = vi.fn();
    renderField(onChange);
    const input = screen.getByLabelText('Resume');
    choose(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '.jpg, .jpeg, .png, .pdf up to 10 MB "notes.txt" must be a .jpg, .jpeg, .png or .pdf file.',
    );

    const large = new File(['x'], 'large.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose(input, large);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAccessibleDescription(
      '.jpg, .jpeg, .png, .pdf up to 10 MB "large.pdf" is larger than 10 MB.',
    );

    choose(input, new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('.jpg, .jpeg, .png, .pdf up to 10 MB');
  });
});
