/** The EMI calculator on building and land pages: its figures, results, chart and what each figure accepts. */
export default {
  amount: 'Loan amount',
  amountExample: 'e.g. {example}',
  rate: 'Interest rate (% a year)',
  rateSlider: 'Interest rate slider',
  years: 'Tenure (years)',
  yearsSlider: 'Tenure slider',
  monthly: 'Monthly EMI',
  totalInterest: 'Total interest',
  totalPayment: 'Total payment',
  principal: 'Principal',
  interest: 'Interest',
  enterAmount: 'Enter a loan amount to see your monthly EMI.',
  correctFigures: 'Correct the marked figures to see your monthly EMI.',
  estimate:
    'An estimate on a reducing balance, rounded to the nearest unit. Your lender’s rate, fees and terms decide the actual instalment.',
  /** What each figure accepts, said beside it when it cannot be used. */
  problems: {
    amount: 'Enter the loan amount in figures, more than 0 and up to {max}.',
    rate: 'Enter a rate from {min} to {max} % a year.',
    years: 'Enter a tenure of {min} to {max} whole years.',
  },
} as const;
