/** A select's choices, each shown by its label and sent as its value; `lang` marks one shown as the backend holds it. */
export function SelectOptions({
  options,
}: {
  options: readonly { value: string; label: string; lang?: 'en' }[];
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value} lang={option.lang}>
      {option.label}
    </option>
  ));
}
