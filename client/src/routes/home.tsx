import { FeaturedSection } from '../features/catalog';
import { CategoryTiles, ConsultationBand, Hero, WhyChooseUs } from '../features/home';

const FEATURED_ID = 'featured';

/** `/` and `/home` (storefront.md §2). */
export default function HomePage() {
  return (
    <>
      <title>Aurum — Luxury Watches &amp; Designer Clothing</title>
      <Hero featuredAnchor={FEATURED_ID} />
      <WhyChooseUs />
      <FeaturedSection id={FEATURED_ID} />
      <CategoryTiles />
      <ConsultationBand />
    </>
  );
}
