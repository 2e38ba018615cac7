import { useScrollAnimations } from '@/lib/useScrollAnimations';
import { BuyingProperty, ClientFeedback, PropertyCategories } from './InfoSections';
import { LatestPosts } from './LatestPosts';
import { OurBuildings, OurLands } from './ListingSections';

/** The scroll animations start here: the hero has none. */
export default function HomeSections() {
  useScrollAnimations();
  return (
    <>
      <PropertyCategories />
      <OurBuildings />
      <OurLands />
      <BuyingProperty />
      <LatestPosts />
      <ClientFeedback />
    </>
  );
}
