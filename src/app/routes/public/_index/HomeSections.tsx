import { useScrollAnimations } from '@/lib/useScrollAnimations';
import { BuyingProperty, ClientFeedback, PropertyCategories } from './InfoSections';
import { LatestPosts } from './LatestPosts';
import { OurBuildings, OurLands } from './ListingSections';

/**
 * Everything below the home page's hero: categories, buildings, lands, buying steps, the latest
 * blog posts, feedback, with their scroll animations (the hero has none).
 */
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
