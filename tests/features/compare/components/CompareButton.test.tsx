import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareButton } from '@/features/compare/components/CompareButton';
import { renderApp } from '@tests/test-utils/render';

const building = (id: string) => ({ kind: 'building' as const, id: `65f0b10000000000000000${id}` });
const land = { kind: 'land' as const, id: '65f0c2000000000000000001' };

/** The button alone on a page at `path`, as a card on a page in that language shows it. */
function renderButton(path: string, listing: { kind: 'building' | 'land'; id: string }) {
  return renderApp(path, { routes: [{ path, element: <CompareButton listing={listing} /> }] });
}

describe.each([
  {
    language: 'or' as const,
    compare: 'ତୁଳନା କରନ୍ତୁ',
    full: 'ଆପଣ ସର୍ବାଧିକ 4ଟି ସମ୍ପତ୍ତିର ତୁଳନା କରିପାରିବେ।',
    otherKind: 'ବିଲ୍ଡିଂର ତୁଳନା ବିଲ୍ଡିଂ ସହ ଓ ଜମିର ତୁଳନା ଜମି ସହ ହୁଏ। ଜମିରୁ ଆରମ୍ଭ କରିବାକୁ ତୁଳନା ତାଲିକା ସଫା କରନ୍ତୁ।',
  },
  {
    language: 'hi' as const,
    compare: 'तुलना करें',
    full: 'आप अधिकतम 4 प्रॉपर्टी की तुलना कर सकते हैं।',
    otherKind: 'बिल्डिंग की तुलना बिल्डिंग से और ज़मीन की तुलना ज़मीन से होती है। ज़मीन से शुरू करने के लिए तुलना साफ़ करें।',
  },
])('CompareButton in $language', (words) => {
  it('refuses a fifth listing, saying why in the language', async () => {
    localStorage.setItem('compare', JSON.stringify(['01', '02', '03', '04'].map(building)));
    const { user } = renderButton(`/${words.language}/x`, building('05'));
    await user.click(await screen.findByRole('button', { name: words.compare }));
    expect(await screen.findByText(words.full)).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: words.compare })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a land among buildings, saying why in the language', async () => {
    localStorage.setItem('compare', JSON.stringify([building('01')]));
    const { user } = renderButton(`/${words.language}/x`, land);
    await user.click(await screen.findByRole('button', { name: words.compare }));
    expect(await screen.findByText(words.otherKind)).toBeInTheDocument();
  });
});
