import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/Field';
import { EMI_BOUNDS, EMI_DEFAULTS, LOAN_SHARE_OF_PRICE } from '@/config/loans';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { formatMoneyIn, groupDigitsIn } from '@/lib/i18n/rupees';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { shownRepayment } from '@/features/loans/emi';
import { loanProblemTexts, readLoan, readNumber, type LoanFields } from './loanInput';
import { RepaymentChart } from './RepaymentChart';

export interface EmiCalculatorProps {
  /** The listing's price: the loan amount starts at its usual share. None, or not a number: left to fill. */
  price?: number;
}

const startingAmount = (language: Language, price?: number) =>
  price !== undefined && Number.isFinite(price) && price > 0
    ? groupDigitsIn(language, Math.round(price * LOAN_SHARE_OF_PRICE))
    : '';

/** An example amount for the empty box, grouped as the language groups digits. */
const EXAMPLE_AMOUNT = 2_500_000;

/** Where a slider stands for what is typed: the typed value when it is in range, else the nearest end. */
const sliderValue = (typed: string, min: number, max: number, fallback: number) => {
  const value = readNumber(typed);
  return value === undefined ? fallback : Math.min(max, Math.max(min, value));
};

interface Slider {
  /** Its name for a screen reader. */
  label: string;
  min: number;
  max: number;
  step: number;
  /** Where it stands while the box holds no number. */
  fallback: number;
}

type Figure = Pick<LoanFieldProps, 'label' | 'name' | 'inputMode' | 'placeholder' | 'slider'>;

/** The calculator's figures, in the order it asks for them, in the page's words. */
function figuresIn(language: Language, words: Messages<'loans'>): readonly Figure[] {
  return [
    {
      label: words.amount,
      name: 'amount',
      inputMode: 'numeric',
      placeholder: fill(words.amountExample, { example: groupDigitsIn(language, EXAMPLE_AMOUNT) }),
    },
    {
      label: words.rate,
      name: 'rate',
      inputMode: 'decimal',
      slider: {
        label: words.rateSlider,
        ...EMI_BOUNDS.ratePercent,
        step: 0.1,
        fallback: EMI_DEFAULTS.ratePercent,
      },
    },
    {
      label: words.years,
      name: 'years',
      inputMode: 'numeric',
      slider: { label: words.yearsSlider, ...EMI_BOUNDS.years, step: 1, fallback: EMI_DEFAULTS.years },
    },
  ];
}

interface LoanFieldProps {
  label: string;
  name: keyof LoanFields;
  inputMode: 'numeric' | 'decimal';
  placeholder?: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** A slider under the box, moving with it. */
  slider?: Slider;
}

/** One of the calculator's figures: typed in its box, or set with its slider. */
function LoanField({ label, name, inputMode, placeholder, value, error, onChange, slider }: LoanFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            name={name}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            className="input text-base"
            placeholder={placeholder}
            value={value}
            onChange={onChange}
          />
          {slider ? (
            <input
              type="range"
              aria-label={slider.label}
              min={slider.min}
              max={slider.max}
              step={slider.step}
              value={sliderValue(value, slider.min, slider.max, slider.fallback)}
              onChange={onChange}
              className="mt-2 h-6 w-full cursor-pointer accent-brand-600"
            />
          ) : null}
        </>
      )}
    </Field>
  );
}

export default function EmiCalculator({ price }: EmiCalculatorProps) {
  const language = useLanguage();
  const words = useMessages('loans');
  // Results to the nearest whole unit, as lenders quote them.
  const whole = (amount: number) => formatMoneyIn(language, Math.round(amount));
  const [fields, setFields] = useState<LoanFields>(() => ({
    amount: startingAmount(language, price),
    rate: String(EMI_DEFAULTS.ratePercent),
    years: String(EMI_DEFAULTS.years),
  }));
  const [changed, setChanged] = useState<Partial<Record<keyof LoanFields, boolean>>>({});
  const loan = readLoan(fields);
  const result = 'terms' in loan ? shownRepayment(loan.terms) : undefined;
  // An empty field nobody has touched yet is an invitation, not a mistake.
  const problemTexts = loanProblemTexts(words.problems, (value) => groupDigitsIn(language, value));
  const problemOf = (name: keyof LoanFields) =>
    'problems' in loan && loan.problems.includes(name) && (fields[name].trim() !== '' || changed[name])
      ? problemTexts[name]
      : undefined;

  const change = (name: keyof LoanFields) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    setChanged((current) => ({ ...current, [name]: true }));
  };

  return (
    <div className="grid gap-8 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-5">
        {figuresIn(language, words).map((figure) => (
          <LoanField
            key={figure.name}
            {...figure}
            value={fields[figure.name]}
            error={problemOf(figure.name)}
            onChange={change(figure.name)}
          />
        ))}
      </div>

      <div className="grid content-start gap-6 rounded-xl bg-brand-50 p-5 sm:p-6">
        <div aria-live="polite" aria-atomic="true">
          {result && 'terms' in loan ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
              <div className="col-span-2">
                <dt className="text-sm font-medium text-ink-soft">{words.monthly}</dt>
                <dd className="mt-1 font-display text-3xl font-bold text-brand-700 sm:text-4xl">
                  {whole(result.monthly)}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-ink-soft">{words.totalInterest}</dt>
                <dd className="mt-1 text-lg font-semibold text-ink">{whole(result.totalInterest)}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-ink-soft">{words.totalPayment}</dt>
                <dd className="mt-1 text-lg font-semibold text-ink">{whole(result.totalPayment)}</dd>
              </div>
            </dl>
          ) : (
            // About the height of the results and the chart it stands for, so the card keeps its size.
            <p className="flex min-h-[17.5rem] items-center justify-center rounded-lg border border-dashed border-brand-300 p-4 text-center text-ink-soft">
              {fields.amount.trim() === '' && !changed.amount ? words.enterAmount : words.correctFigures}
            </p>
          )}
        </div>
        {result && 'terms' in loan ? (
          <RepaymentChart
            principal={loan.terms.principal}
            totalInterest={result.totalInterest}
            words={words}
            money={whole}
          />
        ) : null}
        <p className="text-xs text-ink-muted">{words.estimate}</p>
      </div>
    </div>
  );
}
