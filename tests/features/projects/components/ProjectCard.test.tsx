import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectCard } from '@/features/projects/components/ProjectCard';
import { seedProjects } from '@/mocks/seed/projects';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const green = seedProjects[0]!; // Ongoing, Duplex, Call For Price, parking Yes
const finished = seedProjects.find((p) => p.projectStatus === 'Finished')!;

function openCard(path: string, project = green) {
  return renderApp(path, { routes: [{ path, element: <ProjectCard project={project} /> }] });
}

/** A card's facts, label to value. */
async function factsOf(): Promise<Record<string, string>> {
  const card = await screen.findByRole('article');
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('A project card', () => {
  it('shows the stored words as they are in English', async () => {
    openCard('/card');
    expect(await factsOf()).toEqual({
      Type: 'Duplex',
      Parking: 'Yes',
      Price: 'Call For Price',
      Completion: String(green.yearOfCompletion),
    });
    expect(screen.getByText('Ongoing')).not.toHaveAttribute('lang');
    expect(screen.getByText('View Project')).toBeInTheDocument();
  });

  it.each([
    {
      language: 'or',
      facts: { ପ୍ରକାର: 'ଡୁପ୍ଲେକ୍ସ', ପାର୍କିଂ: 'ଉପଲବ୍ଧ', ଦର: 'ଦର ପାଇଁ କଲ୍ କରନ୍ତୁ' },
      status: 'ନିର୍ମାଣ ଚାଲିଛି',
      completed: 'ସମ୍ପୂର୍ଣ୍ଣ',
      view: 'ପ୍ରକଳ୍ପ ଦେଖନ୍ତୁ',
    },
    {
      language: 'hi',
      facts: { प्रकार: 'डुप्लेक्स', पार्किंग: 'उपलब्ध', क़ीमत: 'क़ीमत के लिए कॉल करें' },
      status: 'निर्माणाधीन',
      completed: 'पूर्ण',
      view: 'प्रोजेक्ट देखें',
    },
  ])(
    'writes its labels, status, type and price type in $language; the project stays as entered',
    async (words) => {
      const first = openCard(`/${words.language}/card`);
      expect(await factsOf()).toMatchObject(words.facts);
      expect(screen.getByText(words.status)).toBeInTheDocument();
      expect(screen.getByText(words.view)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
      expect(screen.getByText(green.description)).toHaveAttribute('lang', 'en');
      // The photos are the slider's (ProjectSlider, ProjectSwiper), outside this card's words: its
      // status badge and its text below are checked.
      const card = screen.getByRole('article');
      const [photos, text] = Array.from(card.children);
      expect(strayLatinOnPage(photos!.querySelector('span')!)).toEqual([]);
      expect(strayLatinOnPage(text!)).toEqual([]);
      first.unmount();
      openCard(`/${words.language}/card`, finished);
      expect(await screen.findByText(words.completed)).toBeInTheDocument();
      expect(screen.queryByText('Finished')).not.toBeInTheDocument();
    },
  );
});
