export { Hero } from './hero';
export { WhyChooseUs } from './why-choose-us';
export { CategoryTiles } from './category-tiles';
export { ConsultationBand } from './consultation-band';
