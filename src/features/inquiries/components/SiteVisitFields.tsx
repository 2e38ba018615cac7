import { useId, type ChangeEvent, type Ref } from 'react';
import { Field, REQUIRED_MARK } from '@/components/Field';
import { SITE_VISIT_SLOTS, SITE_VISIT_DAYS_AHEAD } from '@/config/siteVisit';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { dayText } from '@/lib/officeClock';
import type { Control } from '@/lib/useCheckedForm';
import type { FieldErrors } from '@/lib/validators';
import type { VisitFields } from './inquiryFormSchema';
import { slotHours, visitDays } from '@/features/inquiries/siteVisit';

export interface SiteVisitFieldsProps {
  values: VisitFields;
  errors: FieldErrors<keyof VisitFields>;
  change: (name: keyof VisitFields) => (event: ChangeEvent<Control>) => void;
  dateRef: Ref<HTMLInputElement>;
  groupRef: Ref<HTMLDivElement>;
}

/** 'Schedule a site visit': when ticked, the day (from tomorrow, on the office's calendar) and the slot. */
export function SiteVisitFields({ values, errors, change, dateRef, groupRef }: SiteVisitFieldsProps) {
  const asked = values.visit === 'yes';
  const { first, last } = visitDays();
  const timeErrorId = useId();
  const { months } = useMessages('forms');
  const words = useMessages('inquiry').visit;
  return (
    <div ref={groupRef} className="scroll-mt-24 rounded-xl border border-ink/10 bg-sand p-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name="visit"
          value="yes"
          checked={asked}
          onChange={change('visit')}
          className="h-5 w-5 shrink-0 cursor-pointer accent-brand-600"
        />
        {words.choose}
      </label>
      {asked ? (
        <div className="mt-3 space-y-4">
          <Field
            label={words.date}
            error={errors.visitDate}
            hint={fill(words.dateHint, {
              days: SITE_VISIT_DAYS_AHEAD,
              first: dayText(first, months),
              last: dayText(last, months),
            })}
            required
          >
            {(control) => (
              <input
                {...control}
                ref={dateRef}
                name="visitDate"
                type="date"
                min={first}
                max={last}
                className="input"
                value={values.visitDate}
                onChange={change('visitDate')}
              />
            )}
          </Field>
          <fieldset aria-describedby={errors.visitTime ? timeErrorId : undefined}>
            <legend className={`label ${REQUIRED_MARK}`}>{words.time}</legend>
            <div className="grid gap-2">
              {SITE_VISIT_SLOTS.map((slot) => (
                <label
                  key={slot.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink/15 bg-white px-3 py-2 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="visitTime"
                    value={slot.value}
                    required
                    checked={values.visitTime === slot.value}
                    onChange={change('visitTime')}
                    className="h-4 w-4 shrink-0 cursor-pointer accent-brand-600"
                  />
                  <span className="font-medium">{words.slots[slot.value]}</span>
                  <span className="ml-auto text-ink-muted">{slotHours(slot.value, words)}</span>
                </label>
              ))}
            </div>
            {errors.visitTime ? (
              <p id={timeErrorId} className="field-error">
                {errors.visitTime}
              </p>
            ) : null}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
