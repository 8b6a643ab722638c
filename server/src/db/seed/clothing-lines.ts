import type { ClothingColor, Gender, Season, Style } from './catalogue-vocabulary.js';
import type { FabricKey, GarmentKindKey } from './clothing-kinds.js';

export interface GarmentOptions {
  palette?: ClothingColor[];
  country?: string;
  styles?: Style[];
  seasons?: Season[];
  /** Extra material from trims, e.g. Leather for leather-trimmed pieces. */
  trim?: string;
}

/** [garment name, kind, typical price in GBP, fabric options, genders, options] */
export type GarmentRow = [string, GarmentKindKey, number, FabricKey[], Gender[], GarmentOptions?];

export interface ClothingHouse {
  brand: string;
  country: string;
  /** Fashion-led designer houses carry the Designer tag. */
  designer: boolean;
  /** Sentences in the house's voice for the long description. */
  voice: string[];
  garments: GarmentRow[];
}

const M: Gender[] = ['Men'];
const W: Gender[] = ['Women'];
const U: Gender[] = ['Unisex'];
const MW: Gender[] = ['Men', 'Women'];

export const CLOTHING_HOUSES: ClothingHouse[] = [
  {
    brand: 'Gucci', country: 'Italy', designer: true,
    voice: ['Gucci’s Florentine heritage shows in every detail, from the hardware to the finishing.', 'Bold, eclectic and unmistakably Gucci, it wears its house codes with confidence.'],
    garments: [
      ['Wool Tailored Blazer', 'blazer', 2650, ['virginWool', 'woolMohair'], MW],
      ['GG Jacquard Cotton Polo Shirt', 'polo', 690, ['cottonPique'], M],
      ['GG Marmont Leather Belt', 'belt', 390, ['calfLeather'], U, { palette: ['Black', 'Brown'] }],
      ['Silk Evening Gown', 'gown', 4850, ['silkCrepe', 'silkSatin'], W],
      ['Web Stripe Technical Jersey Track Jacket', 'track', 1450, ['techJersey'], U],
    ],
  },
  {
    brand: 'Prada', country: 'Italy', designer: true,
    voice: ['Prada’s intellectual approach to luxury is distilled into a piece that feels quietly modern.', 'Understated yet precise, it reflects the Milanese house’s love of unexpected materials.'],
    garments: [
      ['Re-Nylon Gabardine Bomber Jacket', 'technical', 2350, ['reNylon'], MW, { trim: 'Leather' }],
      ['Mohair Wool Single-Breasted Suit', 'suit', 3900, ['woolMohair'], M],
      ['Cotton Poplin Shirt', 'shirt', 720, ['cottonPoplin'], MW],
      ['Cashmere Crew-Neck Jumper', 'knit', 1350, ['cashmere'], MW],
      ['Saffiano Leather Belt', 'belt', 450, ['calfLeather'], M, { palette: ['Black', 'Navy', 'Brown'] }],
    ],
  },
  {
    brand: 'Burberry', country: 'United Kingdom', designer: true,
    voice: ['Burberry has dressed Britain for the weather since Thomas Burberry invented gabardine in 1879.', 'Rooted in British outerwear heritage, it is designed to be worn for decades.'],
    garments: [
      ['Kensington Heritage Trench Coat', 'trench', 2090, ['cottonGabardine'], M],
      ['Chelsea Heritage Trench Coat', 'trench', 2090, ['cottonGabardine'], W],
      ['Check Cashmere Scarf', 'scarf', 550, ['cashmere'], U, { palette: ['Beige', 'Gray', 'Navy', 'Red', 'Black'] }],
      ['Quilted Nylon Jacket', 'technical', 990, ['nylon'], MW, { seasons: ['Fall', 'Spring'] }],
      ['Cotton Piqué Polo Shirt', 'polo', 390, ['cottonPique'], M, { country: 'Portugal' }],
      ['Wool Tailored Trousers', 'trousers', 690, ['virginWool'], MW, { country: 'Italy' }],
    ],
  },
  {
    brand: 'Saint Laurent', country: 'Italy', designer: true,
    voice: ['Saint Laurent’s razor-sharp Parisian tailoring gives it an effortlessly rock ’n’ roll edge.', 'Slender, sharp and distinctly Parisian, it carries the spirit of Yves Saint Laurent.'],
    garments: [
      ['Leather Biker Jacket', 'leatherJacket', 5490, ['lambLeather'], MW, { palette: ['Black'] }],
      ['Le Smoking Tuxedo Jacket', 'tuxedo', 3190, ['grainDePoudre'], MW, { country: 'France' }],
      ['Silk Crêpe de Chine Blouse', 'blouse', 1290, ['silkCrepe'], W],
      ['Cassandre Leather Belt', 'belt', 495, ['calfLeather'], U],
      ['Wool Gabardine Trousers', 'trousers', 890, ['woolGabardine'], MW],
    ],
  },
  {
    brand: 'Tom Ford', country: 'Italy', designer: true,
    voice: ['Tom Ford’s glamour is built on impeccable tailoring and the finest Italian cloths.', 'Sensual, precise and unapologetically polished, it is tailored for a commanding presence.'],
    garments: [
      ['O’Connor Wool Suit', 'suit', 4590, ['super150', 'super130'], M],
      ['Shelton Velvet Dinner Jacket', 'tuxedo', 3990, ['cottonVelvet'], M],
      ['Cotton Poplin Dress Shirt', 'shirt', 650, ['cottonPoplin'], M, { styles: ['Formal', 'Business'] }],
      ['Silk Satin Evening Gown', 'gown', 5900, ['silkSatin'], W],
      ['Suede Blouson Jacket', 'leatherJacket', 5990, ['suede'], M, { palette: ['Brown', 'Beige', 'Navy'] }],
    ],
  },
  {
    brand: 'Brunello Cucinelli', country: 'Italy', designer: false,
    voice: ['Made in the Umbrian hamlet of Solomeo, Brunello Cucinelli’s pieces embody the idea of humanistic luxury.', 'Quietly refined and beautifully made, it is a Brunello Cucinelli piece for a lifetime.'],
    garments: [
      ['Cashmere Cable-Knit Jumper', 'knit', 2290, ['cashmere'], MW],
      ['Wool, Silk and Linen Travel Blazer', 'blazer', 3490, ['woolSilkLinen'], M, { seasons: ['Spring', 'Summer'] }],
      ['Cashmere Hooded Cardigan', 'cardigan', 2650, ['cashmere'], MW],
      ['Cotton Gabardine Chinos', 'trousers', 690, ['cottonTwill'], M, { styles: ['Casual'] }],
      ['Suede Bomber Jacket', 'leatherJacket', 6900, ['suede'], M, { palette: ['Brown', 'Beige'] }],
    ],
  },
  {
    brand: 'Loro Piana', country: 'Italy', designer: false,
    voice: ['Loro Piana’s obsession with the world’s rarest fibres is felt the moment you touch it.', 'From the Piedmont mills of Loro Piana, it is quiet luxury at its most accomplished.'],
    garments: [
      ['Baby Cashmere Crew-Neck Jumper', 'knit', 1350, ['babyCashmere'], MW],
      ['Storm System Traveller Jacket', 'technical', 3850, ['cashmere'], MW, { styles: ['Outerwear'], trim: 'Suede' }],
      ['Cashmere Double-Breasted Overcoat', 'overcoat', 6950, ['cashmere'], MW],
      ['André Linen Shirt', 'shirt', 590, ['linen'], M, { styles: ['Casual'], seasons: ['Spring', 'Summer'] }],
      ['Cashmere Grande Unita Stole', 'scarf', 1350, ['cashmere'], U],
      ['Suede Driving Gloves', 'gloves', 650, ['suede'], MW, { palette: ['Brown', 'Beige', 'Navy'] }],
    ],
  },
  {
    brand: 'Zegna', country: 'Italy', designer: false,
    voice: ['Zegna has woven its own cloth in Trivero since 1910, and the difference is in the hand of the fabric.', 'Rooted in Zegna’s own mills, it pairs technical innovation with sartorial polish.'],
    garments: [
      ['Oasi Cashmere Overshirt', 'technical', 1990, ['cashmere'], M, { styles: ['Casual', 'Outerwear'] }],
      ['Trofeo Wool Suit', 'suit', 3200, ['super150'], M],
      ['Cotton Poplin Dress Shirt', 'shirt', 450, ['cottonPoplin'], M, { styles: ['Formal', 'Business'] }],
      ['Silk Twill Tie', 'tie', 190, ['silkTwill'], M],
      ['Merino Wool Quarter-Zip Jumper', 'knit', 790, ['merino'], M],
    ],
  },
  {
    brand: 'Alexander McQueen', country: 'Italy', designer: true,
    voice: ['Alexander McQueen marries Savile Row precision with a romantic, rebellious spirit.', 'Sharply cut and subtly subversive, it is unmistakably McQueen.'],
    garments: [
      ['Wool Tailored Blazer', 'blazer', 1990, ['virginWool'], MW],
      ['Skull Silk Scarf', 'scarf', 295, ['silkTwill'], U],
      ['Draped Silk Evening Gown', 'gown', 4250, ['silkCrepe'], W],
      ['Harness Cotton Shirt', 'shirt', 590, ['cottonPoplin'], M, { styles: ['Casual', 'Business'] }],
      ['Wool Trench Coat', 'trench', 2890, ['woolGabardine'], W, { seasons: ['Fall', 'Winter'] }],
    ],
  },
  {
    brand: 'Valentino', country: 'Italy', designer: true,
    voice: ['Valentino’s Roman couture ateliers lend it a sense of occasion and effortless grace.', 'Romantic and precise, it carries the couture DNA of the Roman maison.'],
    garments: [
      ['Silk Cady Couture Gown', 'gown', 7800, ['silk'], W, { palette: ['Red', 'Black', 'Navy', 'White', 'Green'] }],
      ['Wool Crêpe Midi Dress', 'dress', 3150, ['woolCrepe'], W],
      ['VLogo Leather Belt', 'belt', 520, ['calfLeather'], MW],
      ['Cotton Poplin Shirt', 'shirt', 690, ['cottonPoplin'], MW],
      ['Wool Double-Breasted Coat', 'overcoat', 3900, ['woolCashmere', 'virginWool'], MW],
    ],
  },
  {
    brand: 'Balenciaga', country: 'Italy', designer: true,
    voice: ['Balenciaga’s exaggerated volumes challenge every convention of proportion.', 'Provocative and precise, it reflects Balenciaga’s radical approach to silhouette.'],
    garments: [
      ['Oversized Logo Hoodie', 'sweat', 790, ['cottonFleece'], U, { country: 'Portugal' }],
      ['Oversized Wool Blazer', 'blazer', 2350, ['virginWool'], MW, { styles: ['Business', 'Casual'] }],
      ['3B Sports Icon Track Jacket', 'track', 1150, ['techJersey'], U],
      ['Cotton Jersey Logo T-Shirt', 'tee', 495, ['cottonJersey'], U, { country: 'Portugal' }],
      ['Nylon Windbreaker', 'technical', 1350, ['nylon'], U],
    ],
  },
  {
    brand: 'Givenchy', country: 'France', designer: true,
    voice: ['Givenchy pairs Parisian elegance with a sharp, contemporary edge.', 'Clean lines and refined details reflect the house Hubert de Givenchy founded in 1952.'],
    garments: [
      ['4G Wool Tailored Blazer', 'blazer', 2290, ['virginWool'], MW, { country: 'Italy' }],
      ['Cotton Jersey Logo T-Shirt', 'tee', 450, ['cottonJersey'], U, { country: 'Portugal' }],
      ['Silk Crêpe Evening Dress', 'dress', 3450, ['silkCrepe'], W, { styles: ['Evening'] }],
      ['4G Reversible Leather Belt', 'belt', 420, ['calfLeather'], M, { country: 'Italy' }],
      ['Double-Breasted Wool Overcoat', 'overcoat', 3250, ['woolCashmere'], MW, { country: 'Italy' }],
    ],
  },
  {
    brand: 'Dior', country: 'France', designer: true,
    voice: ['Dior’s couture heritage, from the 1947 New Look onwards, informs every seam.', 'It carries the elegance and savoir-faire of the avenue Montaigne ateliers.'],
    garments: [
      ['Bar Jacket', 'blazer', 4200, ['virginWool'], W, { styles: ['Formal', 'Business'], palette: ['Black', 'Navy', 'Gray', 'Beige', 'White'] }],
      ['Oblique Jacquard Overshirt', 'technical', 2100, ['techJersey'], M, { styles: ['Casual'], country: 'Italy' }],
      ['Oblique Silk Twill Scarf', 'scarf', 420, ['silkTwill'], W, { country: 'Italy' }],
      ['Cashmere Crew-Neck Jumper', 'knit', 1550, ['cashmere'], MW, { country: 'Italy' }],
      ['Silk Satin Evening Gown', 'gown', 6500, ['silkSatin'], W],
    ],
  },
  {
    brand: 'Versace', country: 'Italy', designer: true,
    voice: ['Versace’s baroque exuberance and Medusa emblem make it instantly recognisable.', 'Bold, glamorous and proudly Milanese, it is Versace through and through.'],
    garments: [
      ['Barocco Silk Shirt', 'shirt', 1150, ['silkTwill'], M, { styles: ['Casual', 'Evening'] }],
      ['Medusa Silk Evening Gown', 'gown', 4950, ['silkCrepe'], W],
      ['Medusa Leather Belt', 'belt', 395, ['calfLeather'], M],
      ['Wool Tailored Blazer', 'blazer', 1650, ['virginWool'], M],
      ['Barocco Swim Shorts', 'swim', 390, ['nylon'], M],
    ],
  },
  {
    brand: 'Moncler', country: 'Italy', designer: false,
    voice: ['Born in the Alps in 1952, Moncler turned technical down into a byword for mountain chic.', 'It combines Moncler’s alpine know-how with a sleek, city-ready finish.'],
    garments: [
      ['Maya Short Down Jacket', 'down', 1790, ['downNylon'], M, { country: 'Romania' }],
      ['Bady Short Down Jacket', 'down', 1550, ['downNylon'], W, { country: 'Romania' }],
      ['Grenoble Ski Jacket', 'ski', 2450, ['downNylon'], MW, { country: 'Romania' }],
      ['Quilted Down Gilet', 'down', 1090, ['downNylon'], MW, { country: 'Romania', seasons: ['Fall', 'Spring'] }],
      ['Cotton Piqué Polo Shirt', 'polo', 390, ['cottonPique'], M, { country: 'Portugal' }],
    ],
  },
  {
    brand: 'Ralph Lauren Purple Label', country: 'Italy', designer: false,
    voice: ['Purple Label is Ralph Lauren’s most refined expression of timeless American style, made in Italy.', 'Hand-tailored with old-world craft, it is Ralph Lauren at its most elevated.'],
    garments: [
      ['Gregory Hand-Tailored Wool Suit', 'suit', 4150, ['super150'], M],
      ['Cashmere Polo Shirt', 'polo', 1290, ['cashmere'], M, { seasons: ['Fall', 'Spring'] }],
      ['Suede Trucker Jacket', 'leatherJacket', 3950, ['suede'], M, { palette: ['Brown', 'Beige', 'Navy'] }],
      ['Cotton Oxford Shirt', 'shirt', 450, ['cottonOxford'], M],
      ['Silk Pocket Square', 'pocketSquare', 120, ['silk'], M],
    ],
  },
  {
    brand: 'Hermès', country: 'France', designer: false,
    voice: ['Hermès has honoured the craft of its Paris saddlery workshops since 1837.', 'Made with the patience of the Hermès ateliers, it is designed to be handed down.'],
    garments: [
      ['Silk Twill Scarf 90', 'scarf', 495, ['silkTwill'], W],
      ['H Reversible Leather Belt', 'belt', 850, ['calfLeather'], MW],
      ['Cashmere Crew-Neck Jumper', 'knit', 1850, ['cashmere'], MW, { country: 'Italy' }],
      ['Leather Blouson', 'leatherJacket', 8900, ['lambLeather'], M, { palette: ['Black', 'Brown'] }],
      ['Silk Twill Shirt', 'shirt', 1600, ['silkTwill'], MW, { styles: ['Casual', 'Evening'] }],
    ],
  },
  {
    brand: 'Bottega Veneta', country: 'Italy', designer: true,
    voice: ['Bottega Veneta lets craftsmanship speak for itself: no logos, just exceptional materials.', 'Its understated sophistication reflects the Vicenza house’s motto, “When your own initials are enough”.'],
    garments: [
      ['Intrecciato Leather Belt', 'belt', 490, ['calfLeather'], MW],
      ['Leather Shirt Jacket', 'leatherJacket', 5400, ['lambLeather'], MW],
      ['Chunky Wool Jumper', 'knit', 1250, ['virginWool'], MW],
      ['Cotton Jersey T-Shirt', 'tee', 390, ['cottonJersey'], U],
      ['Wool Tailored Trousers', 'trousers', 1150, ['virginWool'], W],
    ],
  },
  {
    brand: 'Max Mara', country: 'Italy', designer: false,
    voice: ['Max Mara’s coats are among the most enduring in fashion, cut in Reggio Emilia since 1951.', 'Effortlessly elegant, it captures the Italian house’s mastery of outerwear.'],
    garments: [
      ['101801 Icon Coat', 'overcoat', 2790, ['woolCashmere'], W, { palette: ['Beige', 'Black', 'Navy', 'Gray'] }],
      ['Manuela Wrap Coat', 'overcoat', 2450, ['virginWool'], W, { palette: ['Beige', 'Black', 'Brown'] }],
      ['Silk Crêpe Midi Dress', 'dress', 990, ['silkCrepe'], W],
      ['Wool Tailored Trousers', 'trousers', 490, ['virginWool'], W],
      ['Cashmere Knit Cardigan', 'cardigan', 890, ['cashmere'], W],
    ],
  },
  {
    brand: 'Canali', country: 'Italy', designer: false,
    voice: ['Canali has tailored menswear in Brianza since 1934, with over two hundred hand operations per jacket.', 'Classic Italian tailoring, finished with the care Canali is known for.'],
    garments: [
      ['Kei Wool Suit', 'suit', 1650, ['super130'], M],
      ['Cotton Dress Shirt', 'shirt', 260, ['cottonPoplin'], M, { styles: ['Formal', 'Business'] }],
      ['Wool Tailored Blazer', 'blazer', 1250, ['virginWool', 'woolSilkLinen'], M],
      ['Silk Tie', 'tie', 140, ['silk'], M],
      ['Wool Flannel Trousers', 'trousers', 320, ['virginWool'], M],
    ],
  },
  {
    brand: 'Brioni', country: 'Italy', designer: false,
    voice: ['Brioni has dressed statesmen and screen icons from its Penne workshops since 1945.', 'Roman tailoring of the highest order, finished entirely by hand.'],
    garments: [
      ['Brunico Wool Suit', 'suit', 5900, ['super150'], M],
      ['Wool and Mohair Tuxedo', 'tuxedo', 7900, ['woolMohair'], M],
      ['Cashmere Polo Jumper', 'knit', 1450, ['cashmere'], M],
      ['Silk Twill Tie', 'tie', 230, ['silkTwill'], M],
      ['Cashmere Overcoat', 'overcoat', 8900, ['cashmere'], M],
    ],
  },
  {
    brand: 'Stone Island', country: 'Italy', designer: false,
    voice: ['Stone Island’s research into fabrics and garment-dyeing has made its compass badge a cult emblem.', 'Built on Stone Island’s relentless experimentation with materials and dyes.'],
    garments: [
      ['Garment-Dyed Crinkle Reps Nylon Jacket', 'technical', 590, ['crinkleReps'], M],
      ['Ghost Piece Overshirt', 'technical', 550, ['cottonTwill'], M, { styles: ['Casual'] }],
      ['Cotton Fleece Crew-Neck Sweatshirt', 'sweat', 265, ['cottonFleece'], M],
      ['Lambswool Crew-Neck Jumper', 'knit', 320, ['lambswool'], M],
      ['Ribbed Wool Beanie', 'beanie', 135, ['lambswool'], U],
    ],
  },
];
