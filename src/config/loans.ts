/** What the EMI calculator starts with and accepts. */
export const EMI_DEFAULTS = {
  /** Around what Indian banks asked for a home loan when this was written. */
  ratePercent: 8.5,
  years: 20,
} as const;

export const EMI_BOUNDS = {
  ratePercent: { min: 0, max: 20 },
  years: { min: 1, max: 30 },
  /** A hundred crore: far above any plot the company sells, and far below where the sums lose precision. */
  amount: { max: 1_000_000_000 },
} as const;

/** The share of a price a bank lends on a plot: the loan amount a land's page starts with. */
export const LOAN_SHARE_OF_PRICE = 0.8;
