import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataUseNotice, type NoticeForm } from '@/components/DataUseNotice';
import { company } from '@/config/company';
import english from '@/lib/i18n/messages/en/dataUse';
import odia from '@/lib/i18n/messages/or/dataUse.json';

const FIELDS: Record<NoticeForm, readonly string[]> = {
  contact: ['name', 'email', 'phone', 'property type', 'message', 'this page’s address'],
  inquiry: ['name', 'email', 'phone', 'message', 'the listing', 'its page’s address', 'site visit'],
  shortlistInquiry: ['name', 'email', 'phone', 'message', 'the listings in your shortlist'],
  application: ['name', 'email', 'phone', 'resume', 'cover letter', 'the position'],
};

function renderAt(path: string, form: NoticeForm) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DataUseNotice form={form} />
    </MemoryRouter>,
  );
}

describe('DataUseNotice', () => {
  it.each(Object.entries(FIELDS) as [NoticeForm, readonly string[]][])(
    'on the %s form names what it sends, how to withdraw, and links to the privacy notice',
    (form, fields) => {
      const { container } = renderAt('/contact', form);
      const notice = container.querySelector('p')!;
      for (const field of fields) expect(notice).toHaveTextContent(field);
      expect(notice).toHaveTextContent(`To withdraw or erase, write to ${company.grievance.email}.`);
      expect(screen.getByRole('link', { name: company.grievance.email })).toHaveAttribute(
        'href',
        `mailto:${company.grievance.email}`,
      );
      expect(screen.getByRole('link', { name: english.form.readFull })).toHaveAttribute('href', '/privacy');
    },
  );

  it('on an Odia page is in Odia and links to the Odia notice', () => {
    const { container } = renderAt('/or/x', 'inquiry');
    expect(container).toHaveTextContent(odia.form.inquiry);
    expect(screen.getByRole('link', { name: odia.form.readFull })).toHaveAttribute('href', '/or/privacy');
    expect(container).not.toHaveTextContent(english.form.readFull);
  });
});
