import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BUILDING_SELECTS } from '@/app/routes/public/properties/buildingFilters';
import { LAND_BOUNDS, LAND_SELECTS } from '@/app/routes/public/properties/landFilters';
import { usePropertyListState } from '@/app/routes/public/properties/usePropertyListState';

/** Every filter the two lists declare: a select or a bound added there is in this list too. */
const declared = [
  ...new Set([...BUILDING_SELECTS, ...LAND_SELECTS, ...LAND_BOUNDS].map((filter) => filter.key)),
];

function Filters() {
  const { filters } = usePropertyListState();
  return <pre>{JSON.stringify(filters)}</pre>;
}

function filtersAt(path: string): Record<string, string> {
  const router = createMemoryRouter([{ path: '/properties', element: <Filters /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return JSON.parse(screen.getByText(/^\{/).textContent ?? '{}') as Record<string, string>;
}

describe('usePropertyListState', () => {
  it.each(declared)('keeps %s, a filter a list declares, from the address', (key) => {
    expect(filtersAt(`/properties?${key}=Puri`)[key]).toBe('Puri');
  });

  it('has a key for each declared filter and the sort, and nothing else', () => {
    expect(Object.keys(filtersAt('/properties')).sort()).toEqual(['sort', ...declared].sort());
  });
});
