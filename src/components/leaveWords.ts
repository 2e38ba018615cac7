/** The words of the question before unsaved changes are lost. */
export interface LeaveWords {
  title: string;
  message: string;
  leave: string;
  stay: string;
  close: string;
}

/** The question in English, as the back office asks it. */
export function englishLeaveWords(what: 'page' | 'form'): LeaveWords {
  return {
    title: `Leave this ${what}?`,
    message: `You have unsaved changes. Leave this ${what} and lose them?`,
    leave: 'Leave',
    stay: 'Stay',
    close: 'Close',
  };
}
