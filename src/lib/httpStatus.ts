/**
 * A failed call, read without axios (the first page loads this, and axios loads only with the first
 * request); apart from the error texts, so the retry rule every page loads carries none of them.
 */
export interface HttpFailure {
  isAxiosError: true;
  code?: string;
  response?: { status?: number; data?: unknown };
}

export function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function statusOf(error: unknown): number | null {
  return isHttpFailure(error) ? (error.response?.status ?? null) : null;
}
