import { line, type WatchLineData } from './watch-types.js';

/** IWC, Jaeger-LeCoultre, Breitling, TAG Heuer, Tudor, Panerai, Vacheron Constantin, A. Lange & Söhne and Hublot. */
export const MORE_WATCH_LINES: WatchLineData[] = [
  // IWC
  line(
    {
      brand: 'IWC', model: 'Portugieser Chronograph', movement: 'Automatic', calibre: 'IWC 69355', power: 46,
      waterResistanceM: 30, complications: ['Chronograph'], buckle: 'Pin buckle',
      blurb: 'Slim bezel, railway-track minutes and vertically aligned sub-dials have made the Portugieser Chronograph a modern classic since 1998.',
      features: ['Vertically aligned chronograph sub-dials', 'Railway-track minute scale', 'Sapphire display caseback', 'Santoni alligator strap'],
    },
    [
      ['IW371605', 41, 'SS', 'Silver', 'AL', 7350, { strapColor: 'Blue' }],
      ['IW371606', 41, 'SS', 'Blue', 'AL', 7350, { strapColor: 'Black' }],
    ],
  ),
  line(
    {
      brand: 'IWC', model: 'Portugieser Automatic 40', movement: 'Automatic', calibre: 'IWC 82200', power: 60,
      waterResistanceM: 50, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'The Portugieser Automatic 40 brings the line’s clean Arabic-numeral dial to a more compact, everyday size.',
      features: ['Pellaton winding system', 'Small seconds at 6 o’clock', 'Sapphire display caseback'],
    },
    [
      ['IW358304', 40, 'SS', 'Blue', 'AL', 7050, { strapColor: 'Blue' }],
      ['IW358303', 40, 'SS', 'Silver', 'AL', 7050, { strapColor: 'Black' }],
    ],
  ),
  line(
    {
      brand: 'IWC', model: 'Portugieser Automatic 42', movement: 'Automatic', calibre: 'IWC 52010', power: 168,
      waterResistanceM: 30, complications: ['Power Reserve', 'Date'], buckle: 'Pin buckle',
      blurb: 'With a full seven days of power reserve displayed on the dial, the Portugieser Automatic is IWC’s manufacture showpiece.',
      features: ['Seven-day power reserve indicator', 'Pellaton winding system with ceramic components', 'Sapphire display caseback'],
    },
    [['IW500710', 42, 'SS', 'Blue', 'AL', 10950, { strapColor: 'Blue', dims: '42.3 mm' }]],
  ),
  line(
    {
      brand: 'IWC', model: 'Portugieser Perpetual Calendar', movement: 'Automatic', calibre: 'IWC 52615', power: 168,
      waterResistanceM: 30, complications: ['Perpetual Calendar', 'Moon Phase', 'Power Reserve'], buckle: 'Folding clasp',
      blurb: 'Kurt Klaus’s perpetual calendar module, set entirely from the crown, shows the moon phase for both hemispheres.',
      features: ['Perpetual calendar with four-digit year display', 'Double moon phase for both hemispheres', 'Seven-day power reserve'],
    },
    [['IW503302', 44, 'RG', 'Silver', 'AL', 33500, { strapColor: 'Black', dims: '44.2 mm' }]],
  ),
  line(
    {
      brand: 'IWC', model: 'Pilot’s Watch Mark XX', movement: 'Automatic', calibre: 'IWC 32111', power: 120,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'stainless steel bracelet', buckle: 'Pin buckle',
      blurb: 'Descended from the Mark 11 navigator’s watch of 1948, the Mark XX is the clean, legible pilot’s watch in its purest form.',
      features: ['Soft-iron inner case against magnetic fields', 'Crystal secured against drops in air pressure', 'Five-day power reserve', 'EasX-CHANGE strap system'],
    },
    [
      ['IW328201', 40, 'SS', 'Black', 'LE', 4550, { strapColor: 'Brown' }],
      ['IW328202', 40, 'SS', 'Black', 'BR', 4950],
      ['IW328203', 40, 'SS', 'Blue', 'LE', 4550, { strapColor: 'Brown' }],
    ],
  ),
  line(
    {
      brand: 'IWC', model: 'Pilot’s Watch Chronograph Top Gun', movement: 'Automatic', calibre: 'IWC 69380', power: 46,
      waterResistanceM: 60, complications: ['Chronograph', 'Date'], buckle: 'Pin buckle in titanium',
      blurb: 'Built for the US Navy Fighter Weapons School, the Top Gun chronograph wraps a pilot’s dial in scratch-resistant black ceramic.',
      features: ['Black zirconium oxide ceramic case', 'Titanium caseback and pushers', 'Day and date display', 'Textile strap with rubber inlay'],
    },
    [['IW389101', 44, 'CE', 'Black', 'FA', 8450, { strapColor: 'Black', dims: '44.5 mm' }]],
  ),
  line(
    {
      brand: 'IWC', model: 'Big Pilot’s Watch', movement: 'Automatic', calibre: 'IWC 52110', power: 168,
      waterResistanceM: 60, complications: ['Power Reserve', 'Date'], buckle: 'Pin buckle',
      blurb: 'With its conical crown sized for gloved hands, the Big Pilot’s Watch is a faithful heir to IWC’s 1940 observation watch.',
      features: ['Oversized conical crown', 'Seven-day power reserve indicator', 'Soft-iron inner case', 'Santoni calfskin strap'],
    },
    [['IW501001', 46, 'SS', 'Black', 'LE', 11250, { strapColor: 'Brown', dims: '46.2 mm' }]],
  ),
  line(
    {
      brand: 'IWC', model: 'Portofino Automatic', movement: 'Automatic', calibre: 'IWC 35111', power: 42,
      waterResistanceM: 30, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'Named after the Italian Riviera resort, the Portofino is IWC’s understated round dress watch.',
      features: ['Slim polished case', 'Leaf-shaped hands', 'Santoni alligator strap'],
    },
    [['IW356501', 40, 'SS', 'Silver', 'AL', 4450, { strapColor: 'Brown' }]],
  ),
  // Jaeger-LeCoultre
  line(
    {
      brand: 'Jaeger-LeCoultre', model: 'Reverso Classic Medium Small Seconds', movement: 'Manual', calibre: 'Jaeger-LeCoultre 822/2', power: 42,
      waterResistanceM: 30, complications: [], buckle: 'Pin buckle',
      blurb: 'Designed in 1931 for polo players, the Reverso’s swivelling case protects the dial and leaves a blank caseback for engraving.',
      features: ['Reversible case with personalisable caseback', 'Art Deco gadroons', 'Small seconds at 6 o’clock', 'Casa Fagliano alligator strap'],
    },
    [['Q2438520', 40, 'SS', 'Silver', 'AL', 6650, { dims: '40.1 × 24.4 mm', gender: 'Unisex', strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Jaeger-LeCoultre', model: 'Master Ultra Thin Moon', movement: 'Automatic', calibre: 'Jaeger-LeCoultre 925/1', power: 70,
      waterResistanceM: 50, complications: ['Moon Phase', 'Date'], buckle: 'Pin buckle',
      blurb: 'A slim 39 mm case, a pointer date and a finely drawn moon phase make this one of the most elegant watches in the Vallée de Joux.',
      features: ['Moon phase at 6 o’clock', 'Pointer date around the dial', 'Sapphire display caseback'],
    },
    [['Q1368420', 39, 'SS', 'Silver', 'AL', 8950, { strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Jaeger-LeCoultre', model: 'Polaris Date', movement: 'Automatic', calibre: 'Jaeger-LeCoultre 899AC', power: 70,
      waterResistanceM: 200, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'The Polaris revives the spirit of the 1968 Memovox Polaris diver with an inner rotating bezel and a gradient dial.',
      features: ['Inner rotating bezel operated by the upper crown', 'Gradient lacquered dial', 'Screw-down crowns'],
    },
    [['Q9068681', 42, 'SS', 'Blue', 'RU', 7750, { strapColor: 'Blue' }]],
  ),
  // Breitling
  line(
    {
      brand: 'Breitling', model: 'Navitimer B01 Chronograph 43', movement: 'Automatic', calibre: 'Breitling 01', power: 70,
      waterResistanceM: 30, complications: ['Chronograph', 'Date'], bracelet: 'stainless steel bracelet', buckle: 'Folding clasp',
      blurb: 'Since 1952 the Navitimer’s circular slide rule has let pilots compute fuel consumption and climb rates right on the wrist.',
      features: ['Bidirectional slide-rule bezel', 'COSC-certified manufacture chronograph', 'AOPA wings logo', 'Sapphire display caseback'],
    },
    [
      ['AB0138211B1A1', 43, 'SS', 'Black', 'BR', 8450],
      ['AB0138211C1P1', 43, 'SS', 'Blue', 'AL', 7950, { strapColor: 'Blue' }],
      ['AB0138241L1P1', 43, 'SS', 'Green', 'AL', 8150, { strapColor: 'Brown' }],
    ],
  ),
  line(
    {
      brand: 'Breitling', model: 'Chronomat B01 42', movement: 'Automatic', calibre: 'Breitling 01', power: 70,
      waterResistanceM: 200, complications: ['Chronograph', 'Date'], bracelet: 'Rouleaux bracelet',
      blurb: 'The Chronomat, reborn with its Rouleaux bracelet and rider tabs, is Breitling’s all-purpose sports chronograph.',
      features: ['Rouleaux bracelet with butterfly clasp', 'Unidirectional bezel with rider tabs', 'COSC-certified manufacture calibre'],
    },
    [['AB0134101B1A1', 42, 'SS', 'Black', 'BR', 7550]],
  ),
  line(
    {
      brand: 'Breitling', model: 'Superocean Automatic 44', movement: 'Automatic', calibre: 'Breitling 17', power: 38,
      waterResistanceM: 1000, complications: ['Date'], buckle: 'Folding clasp',
      blurb: 'Rated to 1,000 metres, the Superocean is Breitling’s uncompromising professional diver’s watch.',
      features: ['Unidirectional ratcheted bezel', 'Screw-locked crown', 'COSC-certified chronometer'],
    },
    [['A17376211B1S1', 44, 'SS', 'Black', 'RU', 3950, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Breitling', model: 'Aerospace Evo', movement: 'Quartz', calibre: 'Breitling 79 SuperQuartz', power: 'Battery, approx. 2 years',
      waterResistanceM: 100, complications: ['Chronograph', 'GMT'], buckle: 'Folding clasp',
      blurb: 'A multifunction titanium instrument for pilots, the Aerospace Evo combines analogue hands with digital displays.',
      features: ['Thermocompensated SuperQuartz movement', 'Digital chronograph, alarm and second time zone', 'Lightweight titanium case'],
    },
    [['E79363101B1E1', 43, 'TI', 'Black', 'RU', 3350, { strapColor: 'Black' }]],
  ),
  // TAG Heuer
  line(
    {
      brand: 'TAG Heuer', model: 'Carrera Chronograph', movement: 'Automatic', calibre: 'TAG Heuer Heuer 02', power: 80,
      waterResistanceM: 100, complications: ['Chronograph', 'Date'], bracelet: 'stainless steel bracelet',
      blurb: 'Jack Heuer created the Carrera in 1963 for the Carrera Panamericana road race; its clear dial remains the essence of motorsport timing.',
      features: ['In-house column-wheel chronograph', 'Tachymeter scale', 'Sapphire display caseback'],
    },
    [['CBN2A1B.BA0643', 44, 'SS', 'Black', 'BR', 5550]],
  ),
  line(
    {
      brand: 'TAG Heuer', model: 'Carrera Day-Date', movement: 'Automatic', calibre: 'TAG Heuer Calibre 16 Day-Date', power: 42,
      waterResistanceM: 100, complications: ['Day-Date'], bracelet: 'stainless steel bracelet',
      blurb: 'The Carrera Day-Date adds a practical day and date display to the racing-inspired Carrera case.',
      features: ['Day and date apertures at 3 o’clock', 'Sunray-brushed dial', 'Screw-in caseback'],
    },
    [['WBN2012.BA0640', 41, 'SS', 'Blue', 'BR', 2450]],
  ),
  line(
    {
      brand: 'TAG Heuer', model: 'Monaco', movement: 'Automatic', calibre: 'TAG Heuer Heuer 02', power: 80,
      waterResistanceM: 100, complications: ['Chronograph', 'Date'], buckle: 'Folding clasp',
      blurb: 'The first square, water-resistant automatic chronograph, the Monaco became a legend on Steve McQueen’s wrist in Le Mans.',
      features: ['Square case with left-hand crown heritage', 'Sunray-brushed blue dial', 'Sapphire display caseback'],
    },
    [
      ['CBL2111.FC6453', 39, 'SS', 'Blue', 'LE', 6350, { strapColor: 'Blue' }],
      ['CAW211P.FC6356', 39, 'SS', 'Blue', 'LE', 4950, { disc: true, calibre: 'TAG Heuer Calibre 11', power: 40, strapColor: 'Black' }],
    ],
  ),
  line(
    {
      brand: 'TAG Heuer', model: 'Aquaracer Professional 300', movement: 'Automatic', calibre: 'TAG Heuer Calibre 5', power: 38,
      waterResistanceM: 300, complications: ['Date'], bracelet: 'stainless steel bracelet', ceramicBezel: true,
      blurb: 'A 12-sided unidirectional bezel and 300 m rating make the Aquaracer Professional a capable, good-value diver.',
      features: ['12-sided unidirectional ceramic bezel', 'Horizontal-stripe dial', 'Diver’s extension on the clasp'],
    },
    [['WBP201A.BA0632', 43, 'SS', 'Blue', 'BR', 2950]],
  ),
  line(
    {
      brand: 'TAG Heuer', model: 'Aquaracer Professional 200 Solargraph', movement: 'Solar', calibre: 'TAG Heuer TH50-00 Solargraph', power: '10 months when fully charged',
      waterResistanceM: 200, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'The Solargraph charges from any light source: two minutes of sunshine are enough for a full day’s running.',
      features: ['Light-powered Solargraph calibre', 'Super-LumiNova charging indicator', 'Unidirectional diving bezel'],
    },
    [['WBP1112.BA0627', 40, 'SS', 'Black', 'BR', 2350]],
  ),
  line(
    {
      brand: 'TAG Heuer', model: 'Formula 1 Chronograph', movement: 'Quartz', calibre: 'TAG Heuer Calibre S', power: 'Battery, approx. 2 years',
      waterResistanceM: 200, complications: ['Chronograph', 'Date'], buckle: 'Pin buckle',
      blurb: 'Launched in 1986, the Formula 1 is TAG Heuer’s colourful and robust entry into the world of motorsport watches.',
      features: ['Precise quartz chronograph to 1/10 second', 'Tachymeter bezel', 'Screw-down crown'],
    },
    [['CAZ101AC.FT8024', 43, 'SS', 'Black', 'RU', 1650, { strapColor: 'Black' }]],
  ),
  // Tudor
  line(
    {
      brand: 'Tudor', model: 'Black Bay Fifty-Eight', movement: 'Automatic', calibre: 'Tudor MT5402', power: 70,
      waterResistanceM: 200, complications: [], bracelet: 'riveted stainless steel bracelet', buckle: 'Pin buckle',
      blurb: 'Named for 1958, the year of Tudor’s first 200 m diver, the Fifty-Eight packs vintage proportions into a 39 mm case.',
      features: ['Snowflake hands', 'Unidirectional bezel with gilt markings', 'COSC-certified manufacture calibre', 'Five-year transferable warranty'],
    },
    [
      ['M79030N-0001', 39, 'SS', 'Black', 'BR', 3450],
      ['M79030B-0001', 39, 'SS', 'Blue', 'BR', 3450],
      ['M79030B-0003', 39, 'SS', 'Blue', 'FA', 3150, { strap: 'jacquard fabric strap', strapColor: 'Blue' }],
    ],
  ),
  line(
    {
      brand: 'Tudor', model: 'Black Bay Fifty-Eight Bronze', movement: 'Automatic', calibre: 'Tudor MT5400', power: 70,
      waterResistanceM: 200, complications: [], buckle: 'Bronze pin buckle',
      blurb: 'Its bronze-aluminium case develops a unique patina with wear, so no two Fifty-Eight Bronzes ever look quite the same.',
      features: ['Aluminium-bronze case that patinates with wear', 'Brown “bronze” gradient dial', 'Snowflake hands'],
    },
    [['M79012M-0001', 39, 'BZ', 'Brown', 'FA', 3650, { strap: 'brown jacquard fabric strap', strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Tudor', model: 'Black Bay Bronze', movement: 'Automatic', calibre: 'Tudor MT5601', power: 70,
      waterResistanceM: 200, complications: [], buckle: 'Bronze pin buckle',
      blurb: 'A 43 mm bronze diver inspired by the brass diving helmets of old, with a warm brown dial.',
      features: ['Aluminium-bronze case that patinates with wear', 'Domed brown dial', 'COSC-certified manufacture calibre'],
    },
    [['M79250BA-0001', 43, 'BZ', 'Brown', 'LE', 3650, { strap: 'aged brown leather strap', strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Tudor', model: 'Black Bay GMT', movement: 'Automatic', calibre: 'Tudor MT5652', power: 70,
      waterResistanceM: 200, complications: ['GMT', 'Date'], bracelet: 'riveted stainless steel bracelet',
      blurb: 'A true traveller’s GMT with a jumping local hour hand and a burgundy-and-blue bidirectional bezel.',
      features: ['Bidirectional 24-hour bezel', 'Independently adjustable hour hand', 'COSC-certified manufacture calibre'],
    },
    [['M79830RB-0001', 41, 'SS', 'Black', 'BR', 3850]],
  ),
  line(
    {
      brand: 'Tudor', model: 'Black Bay Chrono', movement: 'Automatic', calibre: 'Tudor MT5813', power: 70,
      waterResistanceM: 200, complications: ['Chronograph', 'Date'], bracelet: 'riveted stainless steel bracelet',
      blurb: 'The Black Bay Chrono pairs a column-wheel chronograph with the robust, snowflake-handed Black Bay case.',
      features: ['Column-wheel chronograph with vertical clutch', 'Tachymeter bezel', 'Screw-down pushers'],
    },
    [['M79360N-0001', 41, 'SS', 'Black', 'BR', 4850]],
  ),
  line(
    {
      brand: 'Tudor', model: 'Pelagos', movement: 'Automatic', calibre: 'Tudor MT5612', power: 70,
      waterResistanceM: 500, complications: ['Date'], bracelet: 'titanium bracelet', clasp: 'Self-adjusting spring-loaded clasp',
      blurb: 'Titanium, a helium valve and a self-adjusting clasp make the Pelagos Tudor’s most technical diver.',
      features: ['Helium escape valve', 'Self-adjusting spring-loaded clasp', 'Ceramic bezel insert with luminous scale'],
    },
    [
      ['M25600TN-0001', 42, 'TI', 'Black', 'BR', 4450],
      ['M25600TB-0001', 42, 'TI', 'Blue', 'BR', 4450],
      ['M25610TNL-0001', 42, 'TI', 'Black', 'BR', 4650],
    ],
  ),
  line(
    {
      brand: 'Tudor', model: 'Pelagos FXD', movement: 'Automatic', calibre: 'Tudor MT5602', power: 70,
      waterResistanceM: 200, complications: [], buckle: 'Titanium buckle',
      blurb: 'Developed with the French Navy’s combat divers, the Pelagos FXD has fixed bars for its one-piece strap.',
      features: ['Fixed strap bars', 'One-piece Marine Nationale strap', 'Lightweight titanium case'],
    },
    [['M25707B/21', 42, 'TI', 'Blue', 'NA', 3650, { strap: 'one-piece NATO-style strap', strapColor: 'Blue' }]],
  ),
  line(
    {
      brand: 'Tudor', model: 'Royal Day-Date', movement: 'Automatic', calibre: 'Tudor T603', power: 38,
      waterResistanceM: 100, complications: ['Day-Date'], bracelet: 'integrated stainless steel bracelet',
      blurb: 'The Tudor Royal blends a notched bezel and integrated bracelet with a practical day-date display.',
      features: ['Notched bezel', 'Day and date display', 'Integrated five-row bracelet'],
    },
    [['M28600-0005', 41, 'SS', 'Blue', 'BR', 2350]],
  ),
  // Panerai
  line(
    {
      brand: 'Panerai', model: 'Luminor Marina', movement: 'Automatic', calibre: 'Panerai P.9010', power: 72,
      waterResistanceM: 300, complications: ['Date'], buckle: 'Trapezoidal pin buckle',
      blurb: 'The Luminor’s patented crown-protecting bridge dates back to the watches Panerai made for Italian naval commandos.',
      features: ['Patented crown-protecting bridge', 'Sandwich dial with Super-LumiNova', 'Three-day power reserve'],
    },
    [
      ['PAM01312', 44, 'SS', 'Black', 'LE', 6950, { strapColor: 'Brown' }],
      ['PAM01313', 44, 'SS', 'Blue', 'RU', 7100, { strapColor: 'Blue' }],
    ],
  ),
  line(
    {
      brand: 'Panerai', model: 'Luminor Base Logo', movement: 'Manual', calibre: 'Panerai P.6000', power: 72,
      waterResistanceM: 100, complications: [], buckle: 'Pin buckle',
      blurb: 'The Base Logo is the Luminor stripped back to its roots: a hand-wound movement and a sandwich dial.',
      features: ['Patented crown-protecting bridge', 'Hand-wound calibre', 'Sandwich dial'],
    },
    [['PAM00773', 44, 'SS', 'Black', 'LE', 3950, { strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Panerai', model: 'Luminor GMT Power Reserve', movement: 'Automatic', calibre: 'Panerai P.9012', power: 72,
      waterResistanceM: 300, complications: ['GMT', 'Power Reserve', 'Date'], buckle: 'Trapezoidal pin buckle',
      blurb: 'A practical Luminor for travellers, with a second time zone and a linear power reserve indicator.',
      features: ['Second time zone with 24-hour hand', 'Linear power reserve indicator', 'Patented crown-protecting bridge'],
    },
    [['PAM01321', 44, 'SS', 'Black', 'LE', 8350, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Panerai', model: 'Submersible Bronzo', movement: 'Automatic', calibre: 'Panerai P.9010', power: 72,
      waterResistanceM: 300, complications: [], buckle: 'Bronze pin buckle',
      blurb: 'Panerai’s bronze Submersible is a collector favourite, its case slowly acquiring a patina like the fittings of an old ship.',
      features: ['Bronze case that develops a patina', 'Unidirectional rotating bezel', 'Patented crown-protecting bridge'],
    },
    [['PAM00968', 47, 'BZ', 'Blue', 'LE', 15950, { limited: 1000, strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Panerai', model: 'Luminor Submersible Carbotech', movement: 'Automatic', calibre: 'Panerai P.9000', power: 72,
      waterResistanceM: 300, complications: ['Date'], buckle: 'Titanium pin buckle',
      blurb: 'Carbotech, a carbon-fibre composite, gives this Submersible a matt, striated case that is lighter than titanium.',
      features: ['Carbotech carbon-fibre composite case', 'Ceramic bezel insert', 'Patented crown-protecting bridge'],
    },
    [['PAM00616', 47, 'CF', 'Black', 'RU', 13950, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Panerai', model: 'Luminor Submersible Titanio', movement: 'Automatic', calibre: 'Panerai P.9000', power: 72,
      waterResistanceM: 300, complications: ['Date'], buckle: 'Titanium pin buckle',
      blurb: 'A 47 mm titanium Submersible that wears lighter than its size suggests.',
      features: ['Brushed titanium case', 'Unidirectional rotating bezel', 'Patented crown-protecting bridge'],
    },
    [['PAM00389', 47, 'TI', 'Black', 'RU', 7450, { disc: true, strapColor: 'Black' }]],
  ),
  // Vacheron Constantin
  line(
    {
      brand: 'Vacheron Constantin', model: 'Overseas Self-Winding', movement: 'Automatic', calibre: 'Vacheron Constantin 5100', power: 60,
      waterResistanceM: 150, complications: ['Date'], bracelet: 'stainless steel bracelet with quick-change system',
      blurb: 'With its six-sided bezel inspired by the Maltese cross, the Overseas is Vacheron Constantin’s travelling companion.',
      features: ['Interchangeable bracelet and straps', 'Soft-iron inner case', 'Hallmark of Geneva', '22k gold rotor visible through the caseback'],
    },
    [
      ['4500V/110A-B128', 41, 'SS', 'Blue', 'BR', 37500],
      ['4500V/110A-B483', 41, 'SS', 'Black', 'BR', 35500],
    ],
  ),
  line(
    {
      brand: 'Vacheron Constantin', model: 'Overseas Chronograph', movement: 'Automatic', calibre: 'Vacheron Constantin 5200', power: 52,
      waterResistanceM: 150, complications: ['Chronograph', 'Date'], bracelet: 'stainless steel bracelet with quick-change system',
      blurb: 'The Overseas Chronograph houses a column-wheel manufacture calibre under the collection’s signature bezel.',
      features: ['Column-wheel chronograph', 'Interchangeable bracelet and straps', 'Hallmark of Geneva'],
    },
    [['5500V/110A-B148', 42, 'SS', 'Blue', 'BR', 47500, { dims: '42.5 mm' }]],
  ),
  line(
    {
      brand: 'Vacheron Constantin', model: 'Overseas Dual Time', movement: 'Automatic', calibre: 'Vacheron Constantin 5110 DT', power: 60,
      waterResistanceM: 150, complications: ['GMT', 'Date'], bracelet: 'stainless steel bracelet with quick-change system',
      blurb: 'A second time zone with day/night indicator makes the Overseas Dual Time an elegant travelling watch.',
      features: ['Second time zone with day/night indicator', 'Pointer date', 'Hallmark of Geneva'],
    },
    [['7900V/110A-B334', 41, 'SS', 'Blue', 'BR', 37500]],
  ),
  line(
    {
      brand: 'Vacheron Constantin', model: 'Patrimony', movement: 'Automatic', calibre: 'Vacheron Constantin 2450 Q6', power: 40,
      waterResistanceM: 30, complications: ['Date'], buckle: 'Pin buckle in 18k gold',
      blurb: 'The Patrimony is minimalist haute horlogerie: a gently curved dial, baton indexes and a case in precious metal.',
      features: ['Hallmark of Geneva', 'Domed dial with pearled minute track', 'Mississippiensis alligator strap'],
    },
    [['85180/000G-9230', 40, 'WG', 'Silver', 'AL', 23500, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Vacheron Constantin', model: 'Patrimony Moon Phase Retrograde Date', movement: 'Automatic', calibre: 'Vacheron Constantin 2460 R31L', power: 40,
      waterResistanceM: 30, complications: ['Moon Phase', 'Date'], buckle: 'Pin buckle in 18k gold',
      blurb: 'A retrograde date sweeps across the top of the dial while a precise moon phase sits at six o’clock.',
      features: ['Retrograde date', 'Precision moon phase accurate for 122 years', 'Hallmark of Geneva'],
    },
    [['4010U/000G-B330', 42, 'WG', 'Silver', 'AL', 44500, { strapColor: 'Black', dims: '42.5 mm' }]],
  ),
  line(
    {
      brand: 'Vacheron Constantin', model: 'Fiftysix', movement: 'Automatic', calibre: 'Vacheron Constantin 1326', power: 48,
      waterResistanceM: 30, complications: [], buckle: 'Pin buckle',
      blurb: 'The Fiftysix takes its lugs, shaped like a Maltese cross, from a 1956 reference.',
      features: ['Lugs inspired by the Maltese cross', 'Box-type sapphire crystal', 'Sapphire display caseback'],
    },
    [
      ['4600E/000A-B442', 40, 'SS', 'Blue', 'LE', 12950, { strapColor: 'Blue' }],
      ['4400E/000R-B436', 40, 'RG', 'Silver', 'AL', 33500, { calibre: 'Vacheron Constantin 2475 SC/2', power: 40, complications: ['Day-Date', 'Power Reserve'], strapColor: 'Brown' }],
    ],
  ),
  // A. Lange & Söhne
  line(
    {
      brand: 'A. Lange & Söhne', model: 'Lange 1', movement: 'Manual', calibre: 'Lange L121.1', power: 72,
      waterResistanceM: 30, complications: ['Date', 'Power Reserve'], buckle: 'Prong buckle in 18k gold',
      blurb: 'Unveiled in 1994, the Lange 1 broke with symmetry: an off-centre dial, an outsize date and a power reserve indicator in perfect balance.',
      features: ['Patented outsize date', 'Off-centre dial layout', 'Hand-engraved balance cock', 'German silver three-quarter plate'],
    },
    [
      ['191.032', 39, 'RG', 'Silver', 'AL', 41500, { dims: '38.5 mm', gender: 'Men', strapColor: 'Brown' }],
      ['191.025', 39, 'PT', 'Gray', 'AL', 47500, { dims: '38.5 mm', gender: 'Men', strapColor: 'Black' }],
    ],
  ),
  line(
    {
      brand: 'A. Lange & Söhne', model: 'Lange 1 Moon Phase', movement: 'Manual', calibre: 'Lange L121.3', power: 72,
      waterResistanceM: 30, complications: ['Moon Phase', 'Date', 'Power Reserve'], buckle: 'Prong buckle in 18k gold',
      blurb: 'The Lange 1 Moon Phase adds a day/night indicator and a moon phase that needs correcting only once every 122.6 years.',
      features: ['Moon phase with day/night indication', 'Patented outsize date', 'Hand-engraved balance cock'],
    },
    [['192.032', 39, 'RG', 'Silver', 'AL', 49500, { dims: '38.5 mm', gender: 'Men', strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'A. Lange & Söhne', model: 'Datograph Up/Down', movement: 'Manual', calibre: 'Lange L951.6', power: 60,
      waterResistanceM: 30, complications: ['Chronograph', 'Date', 'Power Reserve'], buckle: 'Prong buckle in platinum',
      blurb: 'Often called the finest chronograph movement ever made, the Datograph pairs a flyback chronograph with Lange’s outsize date.',
      features: ['Flyback chronograph with precisely jumping minute counter', 'Patented outsize date', 'Power reserve indicator'],
    },
    [['405.035', 41, 'PT', 'Black', 'AL', 96500, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'A. Lange & Söhne', model: 'Saxonia Thin', movement: 'Manual', calibre: 'Lange L093.1', power: 72,
      waterResistanceM: 30, complications: [], buckle: 'Prong buckle in 18k gold',
      blurb: 'At under six millimetres thick, the Saxonia Thin is Lange’s purest dress watch.',
      features: ['Case under 6 mm thick', 'Solid silver dial', 'Hand-finished manufacture calibre'],
    },
    [['211.026', 37, 'WG', 'Silver', 'AL', 19500, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'A. Lange & Söhne', model: 'Odysseus', movement: 'Automatic', calibre: 'Lange L155.1 Datomatic', power: 50,
      waterResistanceM: 120, complications: ['Day-Date'], bracelet: 'integrated stainless steel bracelet',
      blurb: 'Lange’s first sports watch, the Odysseus, pairs an outsize day and date with a quick-adjust steel bracelet.',
      features: ['Outsize day and date', 'Integrated bracelet with quick-adjust clasp', 'Sapphire display caseback'],
    },
    [['363.179', 40, 'SS', 'Blue', 'BR', 52500, { dims: '40.5 mm' }]],
  ),
  line(
    {
      brand: 'A. Lange & Söhne', model: 'Lange 1 Tourbillon Perpetual Calendar', movement: 'Manual', calibre: 'Lange L082.1', power: 50,
      waterResistanceM: 30, complications: ['Tourbillon', 'Perpetual Calendar', 'Moon Phase'], buckle: 'Deployant buckle in 18k gold',
      blurb: 'A tourbillon with stop-seconds and a perpetual calendar with a revolving month ring: the Lange 1 at its most complicated.',
      features: ['Tourbillon with patented stop-seconds', 'Perpetual calendar with revolving month ring', 'Moon phase display'],
    },
    [['720.032', 42, 'RG', 'Silver', 'AL', 245000, { dims: '41.9 mm', strapColor: 'Brown' }]],
  ),
  // Hublot
  line(
    {
      brand: 'Hublot', model: 'Big Bang Unico', movement: 'Automatic', calibre: 'Hublot HUB1280 Unico', power: 72,
      waterResistanceM: 100, complications: ['Chronograph', 'Date'], buckle: 'Deployant buckle',
      blurb: 'Built around the in-house Unico flyback chronograph, the Big Bang embodies Hublot’s “Art of Fusion” of unexpected materials.',
      features: ['Openworked dial revealing the column wheel', 'One-click strap exchange system', 'Flyback chronograph'],
    },
    [
      ['421.NX.1170.RX', 42, 'TI', 'Black', 'RU', 17450, { strapColor: 'Black' }],
      ['421.CI.1170.RX', 42, 'CE', 'Black', 'RU', 18950, { strapColor: 'Black' }],
      ['411.QX.1170.RX', 45, 'CF', 'Black', 'RU', 19950, { strapColor: 'Black' }],
    ],
  ),
  line(
    {
      brand: 'Hublot', model: 'Classic Fusion', movement: 'Automatic', calibre: 'Hublot HUB1112', power: 42,
      waterResistanceM: 50, complications: ['Date'], buckle: 'Deployant buckle',
      blurb: 'The Classic Fusion distils Hublot’s porthole design into a slimmer, more understated watch.',
      features: ['Porthole bezel with six H-shaped screws', 'Satin-finished dial', 'Lined rubber strap'],
    },
    [
      ['511.NX.1171.RX', 45, 'TI', 'Black', 'RU', 6250, { strapColor: 'Black' }],
      ['542.NX.1171.RX', 42, 'TI', 'Black', 'RU', 5950, { strapColor: 'Black' }],
      ['511.OX.1181.RX', 45, 'RG', 'Black', 'RU', 15500, { strapColor: 'Black' }],
    ],
  ),
];
