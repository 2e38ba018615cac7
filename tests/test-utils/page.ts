/** Reading a rendered page as a visitor does: open it and wait for its h1, its outline, its table. */
import { screen } from '@testing-library/react';
import { renderApp } from './render';

/** Opens a page and waits for its h1 (the first route chunk can take a moment). */
export async function openPage(path: string, heading: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return app;
}

/** The heading levels in document order, to check the outline never skips a level. */
function headingLevels(): number[] {
  return Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4')).map((heading) =>
    Number(heading.tagName.slice(1)),
  );
}

export function expectOrderedHeadings(): void {
  const levels = headingLevels();
  if (levels[0] !== 1) throw new Error(`The first heading is h${levels[0]}, not h1`);
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined && level > previous + 1) {
      throw new Error(`Heading h${level} follows h${previous}: ${levels.join(', ')}`);
    }
  });
}

/** The text of every row of the first table on the page, header row left out. */
export function tableRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return Array.from(table.querySelectorAll('tbody tr'));
}
