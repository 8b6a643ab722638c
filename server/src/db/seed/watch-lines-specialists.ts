import { line, type WatchLineData } from './watch-types.js';

/** Grand Seiko, Zenith, Longines, Blancpain, Chopard and Bell & Ross, plus Seiko and Citizen Kinetic and solar watches. */
export const SPECIALIST_WATCH_LINES: WatchLineData[] = [
  // Grand Seiko
  line(
    {
      brand: 'Grand Seiko', model: 'Heritage Collection Spring Drive “Snowflake”', movement: 'Spring Drive', calibre: 'Grand Seiko 9R65', power: 72,
      waterResistanceM: 100, complications: ['Power Reserve', 'Date'], bracelet: 'high-intensity titanium bracelet',
      blurb: 'Its textured dial evokes the snow-covered landscape around Shinshu, and its seconds hand glides without a tick.',
      features: ['Glide-motion Spring Drive seconds hand', '“Snowflake” textured dial', 'High-intensity titanium case', 'Zaratsu-polished surfaces'],
    },
    [['SBGA211', 41, 'TI', 'White', 'BR', 5950]],
  ),
  line(
    {
      brand: 'Grand Seiko', model: 'Evolution 9 Spring Drive 5 Days', movement: 'Spring Drive', calibre: 'Grand Seiko 9RA5', power: 120,
      waterResistanceM: 100, complications: ['Power Reserve', 'Date'], bracelet: 'stainless steel bracelet',
      blurb: 'The Evolution 9 design language brings thinner bezels and broader hands to Grand Seiko’s five-day Spring Drive.',
      features: ['Five-day power reserve', 'Glide-motion Spring Drive seconds hand', 'Zaratsu-polished case'],
    },
    [['SLGA009', 40, 'SS', 'Blue', 'BR', 9950]],
  ),
  line(
    {
      brand: 'Grand Seiko', model: 'Sport Collection Spring Drive GMT', movement: 'Spring Drive', calibre: 'Grand Seiko 9R66', power: 72,
      waterResistanceM: 200, complications: ['GMT', 'Power Reserve', 'Date'], bracelet: 'stainless steel bracelet',
      blurb: 'A robust 44 mm sports watch with a GMT hand and Grand Seiko’s silent, sweeping Spring Drive.',
      features: ['Independently adjustable hour hand', 'Glide-motion Spring Drive seconds hand', 'Power reserve indicator'],
    },
    [['SBGE201', 44, 'SS', 'Black', 'BR', 5450]],
  ),
  line(
    {
      brand: 'Grand Seiko', model: 'Heritage Collection Quartz', movement: 'Quartz', calibre: 'Grand Seiko 9F62', power: 'Battery, approx. 3 years',
      waterResistanceM: 100, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'Accurate to ±10 seconds a year, the 9F quartz calibre is hand-assembled and finished like a mechanical movement.',
      features: ['9F quartz accurate to ±10 seconds a year', 'Twin-pulse motor for heavy hands', 'Zaratsu-polished case'],
    },
    [['SBGX261', 37, 'SS', 'White', 'BR', 2550]],
  ),
  line(
    {
      brand: 'Grand Seiko', model: 'Heritage Collection Hi-Beat 36000', movement: 'Automatic', calibre: 'Grand Seiko 9S85', power: 55,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'A 10-beat mechanical calibre in the crisp 62GS-inspired case, finished with Zaratsu polishing.',
      features: ['Hi-beat 36,000 vph movement', 'Zaratsu-polished case', 'Sapphire display caseback'],
    },
    [['SBGH201', 40, 'SS', 'Silver', 'BR', 5450]],
  ),
  // Zenith
  line(
    {
      brand: 'Zenith', model: 'Chronomaster Sport', movement: 'Automatic', calibre: 'Zenith El Primero 3600', power: 60,
      waterResistanceM: 100, complications: ['Chronograph', 'Date'], bracelet: 'stainless steel bracelet', ceramicBezel: true,
      blurb: 'The El Primero, launched in 1969 as one of the first automatic chronographs, now measures to a tenth of a second.',
      features: ['1/10th-of-a-second chronograph', 'Black ceramic bezel', 'Tri-colour sub-dials', 'Sapphire display caseback'],
    },
    [
      ['03.3100.3600/69.M3100', 41, 'SS', 'White', 'BR', 11250],
      ['03.3100.3600/21.M3100', 41, 'SS', 'Black', 'BR', 10950],
    ],
  ),
  line(
    {
      brand: 'Zenith', model: 'Chronomaster Original', movement: 'Automatic', calibre: 'Zenith El Primero 3600', power: 60,
      waterResistanceM: 50, complications: ['Chronograph', 'Date'], buckle: 'Pin buckle',
      blurb: 'A faithful 38 mm remake of the 1969 A386, with the trademark overlapping tri-colour counters.',
      features: ['Tri-colour overlapping counters', '1/10th-of-a-second chronograph', 'Vintage-proportioned 38 mm case'],
    },
    [['03.3200.3600/69.C902', 38, 'SS', 'White', 'LE', 8350, { strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Zenith', model: 'Defy Skyline', movement: 'Automatic', calibre: 'Zenith El Primero 3620', power: 60,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'A faceted, star-patterned dial and a high-beat movement give the Defy Skyline an architectural edge.',
      features: ['Star-patterned dial', '1/10th-of-a-second small seconds', 'Quick strap-change system'],
    },
    [['03.9300.3620/51.I001', 41, 'SS', 'Blue', 'BR', 7750]],
  ),
  line(
    {
      brand: 'Zenith', model: 'Elite Moon Phase', movement: 'Automatic', calibre: 'Zenith Elite 692', power: 50,
      waterResistanceM: 50, complications: ['Moon Phase', 'Date'], buckle: 'Pin buckle',
      blurb: 'Slim and classical, the Elite Moon Phase shows the lunar cycle alongside small seconds.',
      features: ['Moon phase with small seconds', 'Slim Elite calibre', 'Sapphire display caseback'],
    },
    [['03.3100.692/01.C922', 40, 'SS', 'Silver', 'AL', 6250, { strapColor: 'Brown', dims: '40.5 mm' }]],
  ),
  // Longines
  line(
    {
      brand: 'Longines', model: 'Master Collection Moonphase', movement: 'Automatic', calibre: 'Longines L899', power: 72,
      waterResistanceM: 30, complications: ['Moon Phase', 'Date'], buckle: 'Folding clasp',
      blurb: 'The Master Collection is Longines’s classical heart, and this moonphase model adds a touch of poetry.',
      features: ['Moon phase at 6 o’clock', 'Barleycorn-guilloché dial', 'Silicon balance spring'],
    },
    [['L2.909.4.78.3', 40, 'SS', 'Silver', 'AL', 2450, { strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Longines', model: 'HydroConquest', movement: 'Automatic', calibre: 'Longines L888', power: 72,
      waterResistanceM: 300, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'Longines’s sporting diver offers 300 m of water resistance at a remarkably approachable price.',
      features: ['Unidirectional diving bezel', 'Screw-down crown with guards', 'Silicon balance spring'],
    },
    [
      ['L3.781.4.96.6', 41, 'SS', 'Blue', 'BR', 1550],
      ['L3.781.4.56.9', 41, 'SS', 'Black', 'RU', 1450, { strapColor: 'Black' }],
    ],
  ),
  line(
    {
      brand: 'Longines', model: 'Spirit Zulu Time', movement: 'Automatic', calibre: 'Longines L844', power: 72,
      waterResistanceM: 100, complications: ['GMT', 'Date'], bracelet: 'stainless steel bracelet',
      blurb: 'Inspired by the aviation pioneers who wore Longines, the Spirit Zulu Time tracks three time zones.',
      features: ['Bidirectional 24-hour ceramic bezel', 'Chronometer-certified movement', 'Jumping local hour hand'],
    },
    [['L3.812.4.63.6', 42, 'SS', 'Black', 'BR', 2950]],
  ),
  // Blancpain
  line(
    {
      brand: 'Blancpain', model: 'Fifty Fathoms Automatique', movement: 'Automatic', calibre: 'Blancpain 1315', power: 120,
      waterResistanceM: 300, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'Created in 1953 for French Navy combat swimmers, the Fifty Fathoms was the first modern diver’s watch.',
      features: ['Unidirectional sapphire bezel insert', 'Five-day power reserve', 'Sail-canvas strap'],
    },
    [['5015-1130-52A', 45, 'SS', 'Black', 'FA', 14750, { strap: 'sail-canvas strap', strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Blancpain', model: 'Fifty Fathoms Bathyscaphe', movement: 'Automatic', calibre: 'Blancpain 1315', power: 120,
      waterResistanceM: 300, complications: ['Date'], buckle: 'Pin buckle', ceramicBezel: true,
      blurb: 'The Bathyscaphe revives the 1950s civilian Fifty Fathoms in a more wearable 43 mm case.',
      features: ['Ceramic bezel with Liquidmetal scale', 'Five-day power reserve', 'Silicon balance spring'],
    },
    [['5000-1110-B52A', 43, 'SS', 'Black', 'NA', 9950, { strap: 'NATO strap', strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Blancpain', model: 'Fifty Fathoms Bathyscaphe Chronographe Flyback', movement: 'Automatic', calibre: 'Blancpain F385', power: 50,
      waterResistanceM: 300, complications: ['Chronograph', 'Date'], buckle: 'Ceramic pin buckle', ceramicBezel: true,
      blurb: 'A high-frequency flyback chronograph in a satin-brushed black ceramic case.',
      features: ['Flyback chronograph', 'Black ceramic case and bezel', '5 Hz column-wheel movement'],
    },
    [['5200-0130-B52A', 43, 'CE', 'Black', 'FA', 17450, { strap: 'sail-canvas strap', strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Blancpain', model: 'Villeret Quantième Complet', movement: 'Automatic', calibre: 'Blancpain 6654', power: 72,
      waterResistanceM: 30, complications: ['Moon Phase', 'Day-Date'], buckle: 'Pin buckle',
      blurb: 'Blancpain’s signature complete calendar, with its smiling moon phase, is a masterclass in classical dial design.',
      features: ['Complete calendar with day, date and month', 'Moon phase with engraved face', 'Under-lug correctors'],
    },
    [['6654-1127-55B', 40, 'SS', 'White', 'AL', 14950, { strapColor: 'Black' }]],
  ),
  // Chopard
  line(
    {
      brand: 'Chopard', model: 'Alpine Eagle 41', movement: 'Automatic', calibre: 'Chopard 01.01-C', power: 60,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'Lucent Steel bracelet',
      blurb: 'Inspired by the Alps and a 1980 design by Karl-Friedrich Scheufele, the Alpine Eagle is cast in ethically sourced Lucent Steel.',
      features: ['Lucent Steel A223, harder than standard steel', 'Eagle-iris textured dial', 'COSC-certified chronometer'],
    },
    [
      ['298600-3001', 41, 'SS', 'Blue', 'BR', 12950],
      ['298600-3002', 41, 'SS', 'Gray', 'BR', 12950],
    ],
  ),
  line(
    {
      brand: 'Chopard', model: 'Alpine Eagle 36', movement: 'Automatic', calibre: 'Chopard 09.01-C', power: 42,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'Lucent Steel bracelet',
      blurb: 'The 36 mm Alpine Eagle keeps the eagle-iris dial and integrated bracelet in a more delicate size.',
      features: ['Lucent Steel A223', 'Eagle-iris textured dial', 'COSC-certified chronometer'],
    },
    [['298601-3001', 36, 'SS', 'Blue', 'BR', 10950]],
  ),
  line(
    {
      brand: 'Chopard', model: 'Happy Sport', movement: 'Automatic', calibre: 'Chopard 09.01-C', power: 42,
      waterResistanceM: 30, complications: [], bracelet: 'stainless steel bracelet',
      blurb: 'Its free-floating diamonds dancing between two sapphire crystals have made Happy Sport a Chopard signature since 1993.',
      features: ['Five free-moving diamonds', 'Sapphire cabochon crown', 'Polished and satin-brushed bracelet'],
    },
    [
      ['278582-3001', 36, 'SS', 'White', 'BR', 8950, { gender: 'Women' }],
      ['278590-3001', 30, 'SS', 'White', 'BR', 5950, { gender: 'Women', movement: 'Quartz', calibre: 'Chopard quartz', power: 'Battery, approx. 3 years' }],
    ],
  ),
  line(
    {
      brand: 'Chopard', model: 'Mille Miglia Classic Chronograph', movement: 'Automatic', calibre: 'Chopard 03.05-M', power: 42,
      waterResistanceM: 50, complications: ['Chronograph', 'Date'], buckle: 'Pin buckle',
      blurb: 'Chopard has timed the Mille Miglia road race since 1988, and this chronograph carries its spirit.',
      features: ['Tachymeter scale', 'Strap inspired by Dunlop racing tyres', 'COSC-certified chronometer'],
    },
    [['168589-3001', 42, 'SS', 'Black', 'LE', 5950, { strapColor: 'Black' }]],
  ),
  // Bell & Ross
  line(
    {
      brand: 'Bell & Ross', model: 'BR 03-92 Black Matte', movement: 'Automatic', calibre: 'Bell & Ross BR-CAL.302', power: 54,
      waterResistanceM: 100, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'The square BR 03 takes its design from cockpit instruments: maximum legibility, no distractions.',
      features: ['Matte black ceramic case', 'Cockpit-instrument-inspired dial', 'Luminescent numerals and hands'],
    },
    [['BR0392-BL-CE', 42, 'CE', 'Black', 'RU', 3550, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Bell & Ross', model: 'BR 03-92 Diver', movement: 'Automatic', calibre: 'Bell & Ross BR-CAL.302', power: 54,
      waterResistanceM: 300, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'The first square diver’s watch to meet the ISO 6425 standard, the BR 03-92 Diver is rated to 300 m.',
      features: ['ISO 6425-certified diver', 'Unidirectional bezel', 'Luminescent indexes'],
    },
    [
      ['BR0392-D-BL-ST/SRB', 42, 'SS', 'Black', 'RU', 3650, { strapColor: 'Black' }],
      ['BR0392-D-BR-BR/SCA', 42, 'BZ', 'Brown', 'LE', 3950, { limited: 999, strapColor: 'Brown' }],
    ],
  ),
  line(
    {
      brand: 'Bell & Ross', model: 'BR 05 Black Steel', movement: 'Automatic', calibre: 'Bell & Ross BR-CAL.321', power: 54,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'integrated stainless steel bracelet',
      blurb: 'The BR 05 rounds off the square aviation case into an urban sports watch with an integrated bracelet.',
      features: ['Integrated bracelet', 'Sunray-brushed dial', 'Sapphire display caseback'],
    },
    [['BR05A-BL-ST/SST', 40, 'SS', 'Black', 'BR', 4650]],
  ),
  line(
    {
      brand: 'Bell & Ross', model: 'BR V2-92 Military', movement: 'Automatic', calibre: 'Bell & Ross BR-CAL.302', power: 38,
      waterResistanceM: 100, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'The round Vintage collection recalls 1940s military watches, here worn on a rugged NATO strap.',
      features: ['Domed sapphire crystal', 'Vintage-style luminescent numerals', 'NATO strap'],
    },
    [['BRV292-BL-ST/SF', 41, 'SS', 'Black', 'NA', 2450, { strapColor: 'Black' }]],
  ),
  // Seiko
  line(
    {
      brand: 'Seiko', model: 'Prospex Kinetic GMT Diver’s', movement: 'Kinetic', calibre: 'Seiko 5M85', power: '6 months when fully charged',
      waterResistanceM: 200, complications: ['GMT', 'Date'], buckle: 'Pin buckle',
      blurb: 'Kinetic turns the wearer’s movement into electricity, combining the accuracy of quartz with the charm of a rotor.',
      features: ['Kinetic auto-relay charging', 'GMT hand', 'Unidirectional diving bezel'],
    },
    [['SUN019P1', 45, 'SS', 'Black', 'SI', 450, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Seiko', model: 'Kinetic Diver’s 200m', movement: 'Kinetic', calibre: 'Seiko 5M62', power: '6 months when fully charged',
      waterResistanceM: 200, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'A dependable ISO-rated diver powered by the motion of the wrist, with no battery to change.',
      features: ['Kinetic charging with power indicator', 'Unidirectional diving bezel', 'LumiBrite hands and indexes'],
    },
    [['SKA371P1', 42, 'SS', 'Black', 'BR', 340]],
  ),
  line(
    {
      brand: 'Seiko', model: 'Prospex Solar Diver’s', movement: 'Solar', calibre: 'Seiko V157', power: '10 months when fully charged',
      waterResistanceM: 200, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'A light-powered, ISO-certified diver that needs nothing more than daylight to keep going.',
      features: ['Solar charging', 'Unidirectional diving bezel', 'LumiBrite hands and indexes'],
    },
    [['SNE573P1', 43, 'SS', 'Black', 'SI', 360, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Seiko', model: 'Presage Cocktail Time', movement: 'Automatic', calibre: 'Seiko 4R35', power: 41,
      waterResistanceM: 50, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'Inspired by Tokyo’s cocktail bars, the Presage Cocktail Time has a shimmering dial that changes with the light.',
      features: ['Textured sunburst dial', 'Box-shaped crystal', 'Display caseback'],
    },
    [['SRPB43J1', 41, 'SS', 'Blue', 'LE', 420, { strapColor: 'Brown', dims: '40.5 mm' }]],
  ),
  line(
    {
      brand: 'Seiko', model: '5 Sports', movement: 'Automatic', calibre: 'Seiko 4R36', power: 41,
      waterResistanceM: 100, complications: ['Day-Date'], bracelet: 'stainless steel bracelet',
      blurb: 'The Seiko 5 Sports is the archetypal everyday automatic: robust, legible and great value.',
      features: ['Day-date display', 'Display caseback', 'Hand-winding and hacking seconds'],
    },
    [['SRPD55K1', 43, 'SS', 'Black', 'BR', 270, { dims: '42.5 mm' }]],
  ),
  // Citizen
  line(
    {
      brand: 'Citizen', model: 'Promaster Diver Eco-Drive', movement: 'Solar', calibre: 'Citizen E168 Eco-Drive', power: '6 months when fully charged',
      waterResistanceM: 200, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'Eco-Drive charges from any light source, so this ISO-certified diver never needs a battery change.',
      features: ['Eco-Drive light-powered movement', 'Unidirectional diving bezel', 'Screw-down crown'],
    },
    [['BN0150-28E', 44, 'SS', 'Black', 'SI', 229, { strap: 'polyurethane strap', strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Citizen', model: 'Eco-Drive Chronograph', movement: 'Solar', calibre: 'Citizen B612 Eco-Drive', power: '6 months when fully charged',
      waterResistanceM: 100, complications: ['Chronograph', 'Date'], buckle: 'Pin buckle',
      blurb: 'A clean, sporty chronograph powered entirely by light.',
      features: ['Eco-Drive light-powered movement', '1/5-second chronograph', 'Mineral crystal'],
    },
    [['CA0641-24E', 44, 'SS', 'Black', 'LE', 199, { strapColor: 'Black', crystal: 'Mineral' }]],
  ),
  line(
    {
      brand: 'Citizen', model: 'Promaster Navihawk A-T', movement: 'Solar', calibre: 'Citizen U680 Eco-Drive', power: '6 months when fully charged',
      waterResistanceM: 200, complications: ['Chronograph', 'GMT', 'Perpetual Calendar'], bracelet: 'stainless steel bracelet',
      blurb: 'A radio-controlled pilot’s chronograph with a slide rule and a perpetual calendar, powered by light.',
      features: ['Radio-controlled timekeeping', 'Slide-rule bezel', 'World time in 26 cities'],
    },
    [['JY8078-52L', 48, 'SS', 'Blue', 'BR', 629]],
  ),
  line(
    {
      brand: 'Citizen', model: 'Super Titanium Chronograph', movement: 'Solar', calibre: 'Citizen B612 Eco-Drive', power: '6 months when fully charged',
      waterResistanceM: 100, complications: ['Chronograph', 'Date'], bracelet: 'Super Titanium bracelet',
      blurb: 'Duratect-hardened Super Titanium makes this chronograph five times harder than steel yet lighter on the wrist.',
      features: ['Super Titanium with Duratect surface hardening', 'Eco-Drive light-powered movement', 'Sapphire crystal'],
    },
    [['CA0650-82F', 43, 'TI', 'Black', 'BR', 349]],
  ),
];
