/** The resume field in a page's words: its label, its limits and why a file is refused. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/config/constants';
import { ResumeField } from '@/features/careers/components/ResumeField';
import en from '@/lib/i18n/messages/en/careers';
import hi from '@/lib/i18n/messages/hi/careers.json';
import or from '@/lib/i18n/messages/or/careers.json';
import { refusalReason } from '@/lib/upload';

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

/** The field on a page at `path`: its language comes from the address. */
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ResumeField onChange={() => undefined} />
    </MemoryRouter>,
  );

describe('ResumeField', () => {
  it("refuses in English with the upload module's own words", () => {
    renderAt('/career');
    const input = screen.getByLabelText(en.resume.label);
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    choose(input, text);
    expect(screen.getByText(refusalReason(text, 'resume')!)).toBeInTheDocument();
    const large = new File(['x'], 'large.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose(input, large);
    expect(screen.getByText(refusalReason(large, 'resume')!)).toBeInTheDocument();
  });

  it.each([
    ['or', or],
    ['hi', hi],
  ] as const)('in %s says its limits and refusals in the language', (language, words) => {
    renderAt(`/${language}/career`);
    const input = screen.getByLabelText(words.resume.label);
    const hint = words.resume.hint.replace('{megabytes}', '10');
    expect(input).toHaveAccessibleDescription(hint);
    choose(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(
      `${hint} ${words.resume.wrongType.replace('{file}', 'notes.txt')}`,
    );

    // Too large and of another kind: the kind is named first, as in English.
    const both = new File(['x'], 'big.txt', { type: 'text/plain' });
    Object.defineProperty(both, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose(input, both);
    expect(input).toHaveAccessibleDescription(
      `${hint} ${words.resume.wrongType.replace('{file}', 'big.txt')}`,
    );

    const large = new File(['x'], 'large.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose(input, large);
    expect(input).toHaveAccessibleDescription(
      `${hint} ${words.resume.tooLarge.replace('{file}', 'large.pdf').replace('{megabytes}', '10')}`,
    );
  });
});
