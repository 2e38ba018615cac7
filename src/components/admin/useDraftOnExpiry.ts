import { useEffect, useRef } from 'react';
import { offerDraft, takeDraft } from '@/lib/draft';
import { notify } from '@/lib/notify';
import { usePageAddress } from '@/lib/usePageAddress';

const DRAFT_RESTORED = 'Your unsaved changes were restored.';

export function useDraftOnExpiry<T>(
  dirty: boolean,
  values: () => T,
  restore: (draft: T) => void,
  form?: string,
): void {
  const { pathname, path } = usePageAddress();
  const name = form ?? pathname;
  const read = useRef(values);
  const give = useRef(restore);
  useEffect(() => {
    read.current = values;
    give.current = restore;
  });

  useEffect(() => {
    if (!dirty) return;
    return offerDraft(() => ({ form: name, path, values: read.current() }));
  }, [dirty, name, path]);

  useEffect(() => {
    const draft = takeDraft(name);
    if (draft === undefined) return;
    // Written by this form from its own values, read back into the same form.
    give.current(draft as T);
    notify.info(DRAFT_RESTORED);
  }, [name]);
}
