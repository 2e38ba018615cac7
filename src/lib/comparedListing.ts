/**
 * A listing as the compare tray and table show it: its name, photo and page, and the facts set
 * side by side, each a label and the text shown. Each kind of listing says what its facts are.
 */
export interface ComparedListing {
  name: string;
  image: string | undefined;
  to: string | null;
  facts: { label: string; value: string }[];
}
