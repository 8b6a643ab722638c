export { Hero } from './hero';
export { WhyChooseUs } from './why-choose-us';
export { CategoryTiles } from './category-tiles';
export { CategoryTile, type CategoryTileProps } from './category-tile';
export { ConsultationBand } from './consultation-band';
