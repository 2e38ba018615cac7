import type { FormEvent } from 'react';
import { isTrapped } from '@/components/honeypot';
import { useCheckedForm } from '@/lib/useCheckedForm';
import { usePageAddress } from '@/lib/usePageAddress';
import type { FieldErrors } from '@/lib/validators';
import { useSendInquiry, type SendInquiryInput } from '@/features/inquiries/hooks';

/**
 * A form that sends an inquiry (the listing inquiry, Contact Us): checked before anything is sent,
 * then sent with the page's address. Success clears it; a failure keeps what was typed; typing
 * again after a success takes the success message away. A filled spam trap looks sent.
 */
export function useInquiryForm<Values extends { [Name in keyof Values]: string }>(
  empty: Values,
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>,
  toSend: (values: Values, pageUrl: string) => Omit<SendInquiryInput, 'trapped'>,
) {
  const send = useSendInquiry();
  const { url } = usePageAddress();
  const form = useCheckedForm(empty, validate, () => {
    if (send.isSuccess) send.reset();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || !form.check(event.currentTarget)) return;
    send.mutate(
      { ...toSend(form.values, url), trapped: isTrapped(event.currentTarget) },
      { onSuccess: form.clear },
    );
  };

  return { ...form, send, onSubmit };
}
