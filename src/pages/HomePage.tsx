import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useScrollAnimations } from '../lib/useScrollAnimations';
import { HeroCarousel } from './home/HeroCarousel';
import { BuyingProperty, ClientFeedback, PropertyCategories } from './home/InfoSections';
import { OurBuildings, OurLands } from './home/ListingSections';

/** /: carousel and hero, categories, the first buildings and lands, buying steps, feedback. */
export function HomePage() {
  useDocumentTitle();
  useScrollAnimations();
  return (
    <>
      <HeroCarousel />
      <PropertyCategories />
      <OurBuildings />
      <OurLands />
      <BuyingProperty />
      <ClientFeedback />
    </>
  );
}
