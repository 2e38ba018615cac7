import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaveQuestion } from '@/components/ConfirmDialog';
import { englishLeaveWords } from '@/components/leaveWords';
import englishForms from '@/lib/i18n/messages/en/forms';

describe('the question before unsaved changes are lost', () => {
  it('is asked in English by default, as the public forms’ English catalogue asks it', () => {
    expect(englishLeaveWords('form')).toEqual(englishForms.leaveForm);
    render(<LeaveQuestion open what="page" onLeave={() => {}} onStay={() => {}} />);
    const question = screen.getByRole('dialog', { name: 'Leave this page?' });
    expect(question).toHaveTextContent('You have unsaved changes. Leave this page and lose them?');
  });
});
