/**
 * Name, Email and Phone as the Contact, inquiry and apply forms draw them: each labelled, required
 * and described by its message; the phone's digit pattern only where the browser checks the form.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PersonFields, type PersonField } from '@/components/PersonFields';

/** The fields take their words from the page's language, which its address says. */
const renderOnEnglishPage = (form: ReactNode) =>
  render(<MemoryRouter initialEntries={['/contact']}>{form}</MemoryRouter>);

function Form({
  browserChecks,
  onInvalid = () => undefined,
}: {
  browserChecks: boolean;
  onInvalid?: () => void;
}) {
  const [values, setValues] = useState({ name: '', email: '', phone: '' });
  const change = (name: PersonField) => (event: FormEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.currentTarget.value }));
  return (
    <form aria-label="details" noValidate={!browserChecks}>
      <PersonFields
        values={values}
        errors={{ email: 'Please enter a valid email address' }}
        change={change}
        onInvalid={browserChecks ? onInvalid : undefined}
      />
    </form>
  );
}

describe('PersonFields', () => {
  it('labels each field, marks it required with autofill hints, and ties a message to its field', () => {
    renderOnEnglishPage(<Form browserChecks={false} />);
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    const phone = screen.getByLabelText('Phone');
    expect([name, email, phone].map((field) => field.getAttribute('autocomplete'))).toEqual([
      'name',
      'email',
      'tel-national',
    ]);
    for (const field of [name, email, phone]) expect(field).toBeRequired();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toBeInvalid();
    expect(phone).toHaveAttribute('placeholder', '10-digit phone number');
    expect(phone).not.toHaveAttribute('pattern');

    fireEvent.change(name, { target: { value: 'Asha' } });
    expect(name).toHaveValue('Asha');
  });

  it('gives the phone its digit pattern where the browser checks, and says so when it stops a submit', () => {
    const onInvalid = vi.fn();
    renderOnEnglishPage(<Form browserChecks onInvalid={onInvalid} />);
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('pattern', '\\d{10}');
    fireEvent.change(phone, { target: { value: '12345' } });
    expect(screen.getByRole('form', { name: 'details' }) as HTMLFormElement).toSatisfy(
      (form: HTMLFormElement) => !form.checkValidity(),
    );
    expect(onInvalid).toHaveBeenCalled();
  });
});

describe('PersonFields on a page in Odia', () => {
  it('labels each field and its phone hint in Odia', () => {
    render(
      <MemoryRouter initialEntries={['/or/contact']}>
        <Form browserChecks={false} />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('ନାମ')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('ଇମେଲ')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('ଫୋନ')).toHaveAttribute('placeholder', '10 ଅଙ୍କର ଫୋନ ନମ୍ବର');
  });
});
