import { line, type WatchLineData } from './watch-types.js';

/**
 * Rolex, Omega, Patek Philippe, Audemars Piguet and Cartier. Prices are
 * typical UK asking prices in GBP (retail for current references, market for
 * sought-after and discontinued ones).
 */

const ROLEX_OYSTER = 'Oyster bracelet';
const OYSTERLOCK = 'Oysterlock folding safety clasp';

export const ICON_WATCH_LINES: WatchLineData[] = [
  line(
    {
      brand: 'Rolex', model: 'Submariner Date', movement: 'Automatic', calibre: 'Rolex 3235', power: 70,
      waterResistanceM: 300, complications: ['Date'], bracelet: ROLEX_OYSTER,
      clasp: 'Oysterlock folding clasp with Glidelock extension', crystal: 'Sapphire with Cyclops lens over the date',
      ceramicBezel: true,
      blurb: 'Launched in 1953 and refined ever since, the Submariner is the yardstick against which every dive watch is measured.',
      features: ['Unidirectional rotatable Cerachrom bezel', 'Chromalight luminescent display', 'Triplock screw-down winding crown', 'Superlative Chronometer certification', 'Glidelock extension for wear over a wetsuit'],
    },
    [
      ['126610LN', 41, 'SS', 'Black', 'BR', 13250],
      ['126610LV', 41, 'SS', 'Black', 'BR', 15950, { accentColor: 'Green' }],
      ['126613LB', 41, 'TT', 'Blue', 'BR', 16950],
      ['126618LB', 41, 'YG', 'Blue', 'BR', 39500],
      ['126619LB', 41, 'WG', 'Black', 'BR', 41500, { accentColor: 'Blue' }],
      ['116610LN', 40, 'SS', 'Black', 'BR', 11250, { disc: true, calibre: 'Rolex 3135', power: 48, crystal: 'Sapphire with Cyclops lens over the date' }],
      ['16610', 40, 'SS', 'Black', 'BR', 8450, { disc: true, calibre: 'Rolex 3135', power: 48, noCeramicBezel: true }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Submariner', movement: 'Automatic', calibre: 'Rolex 3230', power: 70,
      waterResistanceM: 300, complications: [], bracelet: ROLEX_OYSTER,
      clasp: 'Oysterlock folding clasp with Glidelock extension', ceramicBezel: true,
      blurb: 'The no-date Submariner is the purist’s choice: a perfectly symmetrical dial and nothing that is not needed underwater.',
      features: ['Unidirectional rotatable Cerachrom bezel', 'Chromalight luminescent display', 'Triplock screw-down winding crown', 'Superlative Chronometer certification'],
    },
    [
      ['124060', 41, 'SS', 'Black', 'BR', 10250],
      ['14060M', 40, 'SS', 'Black', 'BR', 7650, { disc: true, calibre: 'Rolex 3130', power: 50, noCeramicBezel: true }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Cosmograph Daytona', movement: 'Automatic', calibre: 'Rolex 4131', power: 72,
      waterResistanceM: 100, complications: ['Chronograph'], bracelet: ROLEX_OYSTER,
      clasp: 'Oysterlock folding clasp with Easylink extension', ceramicBezel: true,
      blurb: 'Conceived in 1963 for endurance racing drivers, the Cosmograph Daytona has become the most coveted chronograph in the world.',
      features: ['Engraved tachymetric scale on the bezel', 'Screw-down chronograph pushers', 'Triplock winding crown', 'Chromalight luminescent display', 'Superlative Chronometer certification'],
    },
    [
      ['126500LN', 40, 'SS', 'White', 'BR', 27950],
      ['126500LN', 40, 'SS', 'Black', 'BR', 25950],
      ['126506', 40, 'PT', 'Blue', 'BR', 118000],
      ['126518LN', 40, 'YG', 'Black', 'RU', 36500, { strap: 'Oysterflex bracelet' }],
      ['116515LN', 40, 'RG', 'Brown', 'RU', 33500, { disc: true, calibre: 'Rolex 4130', strap: 'Oysterflex bracelet' }],
      ['116500LN', 40, 'SS', 'White', 'BR', 24500, { disc: true, calibre: 'Rolex 4130' }],
      ['16520', 40, 'SS', 'White', 'BR', 23500, { disc: true, calibre: 'Rolex 4030, based on the Zenith El Primero', power: 50, noCeramicBezel: true }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'GMT-Master II', movement: 'Automatic', calibre: 'Rolex 3285', power: 70,
      waterResistanceM: 100, complications: ['GMT', 'Date'], bracelet: 'Jubilee bracelet',
      clasp: 'Oysterlock folding clasp with Easylink extension', crystal: 'Sapphire with Cyclops lens over the date',
      ceramicBezel: true,
      blurb: 'Created in 1955 for Pan Am crews crossing continents, the GMT-Master tracks a second time zone with its 24-hour hand and two-tone bezel.',
      features: ['Bidirectional 24-hour Cerachrom bezel', 'Independently adjustable hour hand', 'Chromalight luminescent display', 'Triplock screw-down winding crown', 'Superlative Chronometer certification'],
    },
    [
      ['126710BLRO', 40, 'SS', 'Black', 'BR', 19250],
      ['126710BLNR', 40, 'SS', 'Black', 'BR', 17950, { strap: ROLEX_OYSTER }],
      ['126720VTNR', 40, 'SS', 'Black', 'BR', 18450, { accentColor: 'Green' }],
      ['126711CHNR', 40, 'TR', 'Black', 'BR', 18950, { strap: ROLEX_OYSTER, accentColor: 'Brown' }],
      ['126715CHNR', 40, 'RG', 'Black', 'BR', 38500, { strap: ROLEX_OYSTER, accentColor: 'Brown' }],
      ['16710', 40, 'SS', 'Black', 'BR', 12450, { disc: true, calibre: 'Rolex 3185', power: 50, noCeramicBezel: true, strap: ROLEX_OYSTER }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Datejust 41', movement: 'Automatic', calibre: 'Rolex 3235', power: 70,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'Jubilee bracelet', clasp: 'Oysterclasp folding clasp with Easylink extension',
      crystal: 'Sapphire with Cyclops lens over the date',
      blurb: 'Introduced in 1945 as the first self-winding chronometer wristwatch to show the date in a window, the Datejust is the quintessential classic Rolex.',
      features: ['Fluted bezel in 18k white gold', 'Cyclops lens magnifying the date', 'Screw-down Twinlock crown', 'Superlative Chronometer certification', 'Easylink 5 mm comfort extension'],
    },
    [
      ['126334', 41, 'SW', 'Blue', 'BR', 11950],
      ['126334', 41, 'SW', 'Green', 'BR', 13450],
      ['126334', 41, 'SW', 'Gray', 'BR', 11450],
      ['126300', 41, 'SS', 'Gray', 'BR', 9450, { strap: ROLEX_OYSTER }],
      ['126333', 41, 'TT', 'Gold', 'BR', 13950],
      ['126331', 41, 'TR', 'Brown', 'BR', 14950],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Datejust 36', movement: 'Automatic', calibre: 'Rolex 3235', power: 70,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'Jubilee bracelet', clasp: 'Concealed Crownclasp',
      crystal: 'Sapphire with Cyclops lens over the date',
      blurb: 'At 36 mm the Datejust keeps the proportions of the 1945 original, a size that suits almost any wrist.',
      features: ['Fluted bezel in 18k gold', 'Cyclops lens magnifying the date', 'Screw-down Twinlock crown', 'Superlative Chronometer certification'],
    },
    [
      ['126234', 36, 'SW', 'Silver', 'BR', 9650],
      ['126234', 36, 'SW', 'Blue', 'BR', 9950],
      ['126233', 36, 'TT', 'Gold', 'BR', 12250],
      ['16234', 36, 'SW', 'Silver', 'BR', 5450, { disc: true, calibre: 'Rolex 3135', power: 48 }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Lady-Datejust 31', movement: 'Automatic', calibre: 'Rolex 2236', power: 55,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'Jubilee bracelet', clasp: 'Concealed Crownclasp',
      crystal: 'Sapphire with Cyclops lens over the date',
      blurb: 'The 31 mm Datejust distils the elegance of the collection into a more delicate case for a slimmer wrist.',
      features: ['Syloxi silicon hairspring', 'Cyclops lens magnifying the date', 'Screw-down Twinlock crown', 'Superlative Chronometer certification'],
    },
    [
      ['278240', 31, 'SS', 'Silver', 'BR', 8250, { gender: 'Women' }],
      ['278274', 31, 'SW', 'Blue', 'BR', 10450, { gender: 'Women' }],
      ['278273', 31, 'TT', 'Gold', 'BR', 11950, { gender: 'Women' }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Day-Date 40', movement: 'Automatic', calibre: 'Rolex 3255', power: 70,
      waterResistanceM: 100, complications: ['Day-Date'], bracelet: 'President bracelet', clasp: 'Concealed Crownclasp',
      crystal: 'Sapphire with Cyclops lens over the date',
      blurb: 'When it appeared in 1956, the Day-Date was the first wristwatch to spell out the day of the week in full; it has only ever been made in precious metals.',
      features: ['Day of the week spelt out in full at 12 o’clock', 'Semi-circular three-piece President bracelet', 'Chronergy escapement', 'Superlative Chronometer certification'],
    },
    [
      ['228238', 40, 'YG', 'Gold', 'BR', 38500],
      ['228238', 40, 'YG', 'Green', 'BR', 42500],
      ['228235', 40, 'RG', 'Brown', 'BR', 43500],
      ['228239', 40, 'WG', 'Blue', 'BR', 40500],
      ['228206', 40, 'PT', 'Blue', 'BR', 68500],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Day-Date 36', movement: 'Automatic', calibre: 'Rolex 3255', power: 70,
      waterResistanceM: 100, complications: ['Day-Date'], bracelet: 'President bracelet', clasp: 'Concealed Crownclasp',
      blurb: 'The 36 mm Day-Date is the “Presidents’ watch” in its classic proportions, worn by statesmen for more than six decades.',
      features: ['Day of the week spelt out in full at 12 o’clock', 'Fluted 18k gold bezel', 'Semi-circular three-piece President bracelet'],
    },
    [
      ['128238', 36, 'YG', 'Gold', 'BR', 33500],
      ['18038', 36, 'YG', 'Gold', 'BR', 17950, { disc: true, calibre: 'Rolex 3055', power: 42 }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Explorer', movement: 'Automatic', calibre: 'Rolex 3230', power: 70,
      waterResistanceM: 100, complications: [], bracelet: ROLEX_OYSTER, clasp: OYSTERLOCK,
      blurb: 'Born of the 1953 Everest expedition, the Explorer is a study in legibility, with its signature 3, 6 and 9 numerals.',
      features: ['Luminescent 3, 6 and 9 numerals', 'Paraflex shock absorbers', 'Twinlock screw-down winding crown', 'Superlative Chronometer certification'],
    },
    [
      ['224270', 40, 'SS', 'Black', 'BR', 8450],
      ['124270', 36, 'SS', 'Black', 'BR', 7650],
      ['14270', 36, 'SS', 'Black', 'BR', 5950, { disc: true, calibre: 'Rolex 3000', power: 42 }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Explorer II', movement: 'Automatic', calibre: 'Rolex 3285', power: 70,
      waterResistanceM: 100, complications: ['GMT', 'Date'], bracelet: ROLEX_OYSTER, clasp: 'Oysterlock folding clasp with Easylink extension',
      blurb: 'Designed for cave explorers who lose track of day and night, the Explorer II pairs a fixed 24-hour bezel with a bright orange hand.',
      features: ['Fixed 24-hour graduated bezel', 'Orange 24-hour hand', 'Chromalight luminescent display', 'Superlative Chronometer certification'],
    },
    [
      ['226570', 42, 'SS', 'White', 'BR', 9950],
      ['16570', 40, 'SS', 'White', 'BR', 7450, { disc: true, calibre: 'Rolex 3185', power: 50 }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Sea-Dweller', movement: 'Automatic', calibre: 'Rolex 3235', power: 70,
      waterResistanceM: 1220, complications: ['Date'], bracelet: ROLEX_OYSTER,
      clasp: 'Oysterlock folding clasp with Glidelock extension', ceramicBezel: true,
      blurb: 'Developed with COMEX saturation divers, the Sea-Dweller introduced the helium escape valve and remains a true professional instrument.',
      features: ['Helium escape valve', 'Unidirectional rotatable Cerachrom bezel', 'Cyclops lens over the date', 'Superlative Chronometer certification'],
    },
    [['126600', 43, 'SS', 'Black', 'BR', 13950, { accentColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Rolex', model: 'Deepsea', movement: 'Automatic', calibre: 'Rolex 3235', power: 70,
      waterResistanceM: 3900, complications: ['Date'], bracelet: ROLEX_OYSTER,
      clasp: 'Oysterlock folding clasp with Glidelock and Fliplock extensions', ceramicBezel: true,
      blurb: 'Built around the patented Ringlock system, the Deepsea is rated to 3,900 metres: deeper than almost anyone will ever go.',
      features: ['Ringlock system with nitrogen-alloyed steel ring', 'Helium escape valve', 'Unidirectional rotatable Cerachrom bezel', 'Superlative Chronometer certification'],
    },
    [
      ['136660', 44, 'SS', 'Black', 'BR', 14950],
      ['136660', 44, 'SS', 'Blue', 'BR', 15950],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Yacht-Master 42', movement: 'Automatic', calibre: 'Rolex 3235', power: 70,
      waterResistanceM: 100, complications: ['Date'], bracelet: 'Oyster bracelet in RLX titanium', clasp: OYSTERLOCK,
      ceramicBezel: true,
      blurb: 'The Yacht-Master brings Rolex’s nautical heritage ashore, with a bidirectional bezel made for timing regattas.',
      features: ['Bidirectional rotatable bezel', 'Chromalight luminescent display', 'Triplock screw-down winding crown', 'Superlative Chronometer certification'],
    },
    [
      ['226627', 42, 'TI', 'Black', 'BR', 17950],
      ['226659', 42, 'WG', 'Black', 'RU', 33500, { strap: 'Oysterflex bracelet' }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Yacht-Master 40', movement: 'Automatic', calibre: 'Rolex 3235', power: 70,
      waterResistanceM: 100, complications: ['Date'], ceramicBezel: true, buckle: 'Oysterlock folding clasp',
      blurb: 'In Everose gold on a black Oysterflex bracelet, the Yacht-Master 40 is Rolex at its most relaxed.',
      features: ['Bidirectional bezel with matt black Cerachrom insert', 'Oysterflex bracelet with cushion system', 'Chromalight luminescent display'],
    },
    [['126655', 40, 'RG', 'Black', 'RU', 29500, { strap: 'Oysterflex bracelet' }]],
  ),
  line(
    {
      brand: 'Rolex', model: 'Sky-Dweller', movement: 'Automatic', calibre: 'Rolex 9002', power: 72,
      waterResistanceM: 100, complications: ['Annual Calendar', 'GMT', 'Date'], bracelet: ROLEX_OYSTER, clasp: OYSTERLOCK,
      blurb: 'Rolex’s most complicated watch pairs an annual calendar with a second time zone, all set through the ingenious Ring Command bezel.',
      features: ['Saros annual calendar needing one correction a year', 'Off-centre 24-hour disc for a second time zone', 'Ring Command rotatable bezel', 'Superlative Chronometer certification'],
    },
    [
      ['336934', 42, 'SW', 'Blue', 'BR', 19950, { strap: 'Jubilee bracelet' }],
      ['326934', 42, 'SW', 'Black', 'BR', 17450, { disc: true, calibre: 'Rolex 9001' }],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Oyster Perpetual 41', movement: 'Automatic', calibre: 'Rolex 3230', power: 70,
      waterResistanceM: 100, complications: [], bracelet: ROLEX_OYSTER, clasp: 'Oysterclasp folding clasp',
      blurb: 'The Oyster Perpetual is Rolex reduced to its essentials: the waterproof Oyster case, a perpetual rotor and a beautifully finished dial.',
      features: ['Domed bezel in polished Oystersteel', 'Chromalight luminescent hands and indexes', 'Twinlock screw-down winding crown', 'Superlative Chronometer certification'],
    },
    [
      ['124300', 41, 'SS', 'Green', 'BR', 8950],
      ['124300', 41, 'SS', 'Blue', 'BR', 7950],
      ['124300', 41, 'SS', 'Silver', 'BR', 7450],
    ],
  ),
  line(
    {
      brand: 'Rolex', model: 'Air-King', movement: 'Automatic', calibre: 'Rolex 3230', power: 70,
      waterResistanceM: 100, complications: [], bracelet: ROLEX_OYSTER, clasp: OYSTERLOCK,
      blurb: 'A tribute to the aviators of the 1930s, the Air-King has a large minute scale for reading flight times at a glance.',
      features: ['Crown guards on the Oyster case', 'Large minute scale for navigational readings', 'Magnetic shielding', 'Superlative Chronometer certification'],
    },
    [['126900', 40, 'SS', 'Black', 'BR', 7650]],
  ),
  // Omega
  line(
    {
      brand: 'Omega', model: 'Speedmaster Moonwatch Professional', movement: 'Manual', calibre: 'Omega 3861', power: 50,
      waterResistanceM: 50, complications: ['Chronograph'], bracelet: 'stainless steel bracelet', crystal: 'Hesalite',
      blurb: 'Flight-qualified by NASA in 1965 and worn on the Moon in 1969, the Speedmaster Professional is the most storied chronograph ever made.',
      features: ['Tachymeter scale on a black aluminium bezel', 'Co-Axial Master Chronometer certification', 'Step dial and asymmetric case', 'Hand-wound chronograph calibre'],
    },
    [
      ['310.30.42.50.01.001', 42, 'SS', 'Black', 'BR', 6650],
      ['310.30.42.50.01.002', 42, 'SS', 'Black', 'BR', 7600, { crystal: 'Sapphire, with sapphire display back' }],
      ['311.30.42.30.01.005', 42, 'SS', 'Black', 'BR', 4950, { disc: true, calibre: 'Omega 1861', power: 48 }],
      ['145.022', 42, 'SS', 'Black', 'BR', 7950, { disc: true, calibre: 'Omega 861', power: 45 }],
    ],
  ),
  line(
    {
      brand: 'Omega', model: 'Speedmaster Silver Snoopy Award', movement: 'Manual', calibre: 'Omega 3861', power: 50,
      waterResistanceM: 50, complications: ['Chronograph'], buckle: 'Pin buckle',
      blurb: 'Celebrating the Silver Snoopy Award NASA gave Omega after Apollo 13, this Speedmaster hides an animated Snoopy on its caseback.',
      features: ['Animated Snoopy and Command Module on the caseback', 'Silver dial with blue ceramic sub-dials', 'Co-Axial Master Chronometer certification'],
    },
    [['310.32.42.50.02.001', 42, 'SS', 'Silver', 'FA', 15950, { strap: 'blue nylon fabric strap', strapColor: 'Blue' }]],
  ),
  line(
    {
      brand: 'Omega', model: 'Speedmaster Apollo 11 50th Anniversary', movement: 'Manual', calibre: 'Omega 3861', power: 50,
      waterResistanceM: 50, complications: ['Chronograph'], bracelet: 'stainless steel bracelet with Moonshine gold accents',
      ceramicBezel: true,
      blurb: 'Released for the fiftieth anniversary of the first Moon landing, this Speedmaster carries Buzz Aldrin’s footprint on its caseback.',
      features: ['Moonshine gold tachymeter scale on a ceramic bezel', 'Laser-ablated Buzz Aldrin sub-dial', 'Engraved footprint on the caseback', 'Numbered limited edition'],
    },
    [['310.20.42.50.01.001', 42, 'SS', 'Gray', 'BR', 11950, { limited: 6969 }]],
  ),
  line(
    {
      brand: 'Omega', model: 'Speedmaster Dark Side of the Moon', movement: 'Automatic', calibre: 'Omega 9300', power: 60,
      waterResistanceM: 50, complications: ['Chronograph', 'Date'],
      blurb: 'Carved from a single block of zirconium oxide ceramic, the Dark Side of the Moon is the Speedmaster at its most modern.',
      features: ['Case, bezel and dial in black ceramic', 'Co-Axial chronograph with column wheel', 'Sapphire display caseback'],
    },
    [['311.92.44.51.01.007', 44, 'CE', 'Black', 'LE', 9150, { strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Omega', model: 'Seamaster Diver 300M', movement: 'Automatic', calibre: 'Omega 8800', power: 55,
      waterResistanceM: 300, complications: ['Date'], bracelet: 'stainless steel bracelet', ceramicBezel: true,
      blurb: 'Worn by James Bond since 1995, the Seamaster Diver 300M combines laser-engraved wave dials with serious underwater credentials.',
      features: ['Helium escape valve', 'Laser-engraved wave-pattern dial', 'Unidirectional ceramic diving bezel', 'Co-Axial Master Chronometer certification'],
    },
    [
      ['210.30.42.20.01.010', 42, 'SS', 'Black', 'BR', 5450],
      ['210.30.42.20.03.001', 42, 'SS', 'Blue', 'BR', 5250],
      ['210.32.42.20.01.001', 42, 'SS', 'Black', 'RU', 5050],
      ['210.30.42.20.10.001', 42, 'SS', 'Green', 'BR', 5550],
      ['2531.80.00', 41, 'SS', 'Blue', 'BR', 2950, { disc: true, calibre: 'Omega 1120', power: 44, noCeramicBezel: true }],
    ],
  ),
  line(
    {
      brand: 'Omega', model: 'Seamaster Aqua Terra 150M', movement: 'Automatic', calibre: 'Omega 8900', power: 60,
      waterResistanceM: 150, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'With a teak-pattern dial inspired by the decks of luxury yachts, the Aqua Terra is the Seamaster made for dry land as well as the sea.',
      features: ['Horizontal teak-pattern dial', 'Resistant to magnetic fields of 15,000 gauss', 'Sapphire display caseback', 'Co-Axial Master Chronometer certification'],
    },
    [
      ['220.10.41.21.03.001', 41, 'SS', 'Blue', 'BR', 5450],
      ['220.10.41.21.06.001', 41, 'SS', 'Gray', 'BR', 5450],
      ['220.10.41.21.10.001', 41, 'SS', 'Green', 'BR', 5650],
      ['220.10.38.20.03.001', 38, 'SS', 'Blue', 'BR', 5150, { calibre: 'Omega 8800', power: 55 }],
    ],
  ),
  line(
    {
      brand: 'Omega', model: 'Seamaster Planet Ocean 600M', movement: 'Automatic', calibre: 'Omega 8900', power: 60,
      waterResistanceM: 600, complications: ['Date'], bracelet: 'stainless steel bracelet', ceramicBezel: true,
      blurb: 'Omega’s professional diver’s watch, the Planet Ocean is rated to 600 metres and built on a robust 43.5 mm case.',
      features: ['Helium escape valve', 'Unidirectional ceramic bezel with Liquidmetal scale', 'Co-Axial Master Chronometer certification'],
    },
    [
      ['215.30.44.21.01.001', 44, 'SS', 'Black', 'BR', 6350, { dims: '43.5 mm' }],
      ['215.32.44.21.03.001', 44, 'SS', 'Blue', 'RU', 6050, { dims: '43.5 mm' }],
    ],
  ),
  line(
    {
      brand: 'Omega', model: 'Constellation', movement: 'Automatic', calibre: 'Omega 8900', power: 60,
      waterResistanceM: 50, complications: ['Date'], bracelet: 'stainless steel bracelet',
      blurb: 'Recognisable by its “griffes” and Roman-numeral bezel, the Constellation has been Omega’s emblem of precision since 1952.',
      features: ['Signature “griffes” at 3 and 9 o’clock', 'Roman numerals on the bezel', 'Co-Axial Master Chronometer certification'],
    },
    [
      ['131.10.41.21.06.001', 41, 'SS', 'Gray', 'BR', 6350],
      ['131.10.41.21.03.001', 41, 'SS', 'Blue', 'BR', 6350],
      ['131.10.39.20.02.001', 39, 'SS', 'Silver', 'BR', 5950, { calibre: 'Omega 8800', power: 55 }],
    ],
  ),
  line(
    {
      brand: 'Omega', model: 'De Ville Prestige', movement: 'Automatic', calibre: 'Omega 2500', power: 48,
      waterResistanceM: 30, complications: ['Date'],
      blurb: 'The De Ville Prestige is Omega in a dress shirt: a slim round case, a finely worked dial and a Co-Axial movement.',
      features: ['Co-Axial escapement', 'Slim polished case', 'Applied indexes and leaf-shaped hands'],
    },
    [['424.13.40.20.02.001', 40, 'SS', 'Silver', 'LE', 2950, { strapColor: 'Brown' }]],
  ),
  // Patek Philippe
  line(
    {
      brand: 'Patek Philippe', model: 'Nautilus', movement: 'Automatic', calibre: 'Patek Philippe 26-330 S C', power: 45,
      waterResistanceM: 120, complications: ['Date'], bracelet: 'integrated bracelet', clasp: 'Patented fold-over clasp',
      blurb: 'Sketched by Gérald Genta in 1976, the Nautilus borrowed its porthole case from yachting and redefined the luxury sports watch.',
      features: ['Horizontally embossed dial', 'Porthole-inspired octagonal bezel', 'Sapphire display caseback', 'Patek Philippe Seal'],
    },
    [
      ['5711/1A-010', 40, 'SS', 'Blue', 'BR', 98000, { disc: true }],
      ['5711/1A-014', 40, 'SS', 'Green', 'BR', 168000, { disc: true }],
      ['5811/1G-001', 41, 'WG', 'Blue', 'BR', 172000],
      ['5712/1A-001', 40, 'SS', 'Blue', 'BR', 86500, { disc: true, calibre: 'Patek Philippe 240 PS IRM C LU', power: 48, complications: ['Moon Phase', 'Power Reserve', 'Date'] }],
      ['5726/1A-014', 41, 'SS', 'Blue', 'BR', 82500, { calibre: 'Patek Philippe 324 S QA LU 24H/303', complications: ['Annual Calendar', 'Moon Phase'], dims: '40.5 mm' }],
      ['5990/1A-011', 41, 'SS', 'Blue', 'BR', 115000, { calibre: 'Patek Philippe CH 28-520 C FUS', power: 55, complications: ['Chronograph', 'GMT', 'Date'], dims: '40.5 mm' }],
    ],
  ),
  line(
    {
      brand: 'Patek Philippe', model: 'Aquanaut', movement: 'Automatic', calibre: 'Patek Philippe 26-330 S C', power: 45,
      waterResistanceM: 120, complications: ['Date'], buckle: 'Fold-over clasp',
      blurb: 'Launched in 1997, the Aquanaut is the Nautilus’s younger sibling, with a softer case and a strap in tropical composite.',
      features: ['Embossed chequerboard dial', 'Composite “tropical” strap', 'Sapphire display caseback', 'Patek Philippe Seal'],
    },
    [
      ['5167A-001', 40, 'SS', 'Black', 'RU', 52500],
      ['5168G-010', 42, 'WG', 'Green', 'RU', 98000, { strapColor: 'Green' }],
      ['5164A-001', 41, 'SS', 'Black', 'RU', 69500, { calibre: 'Patek Philippe 26-330 S C FUS', complications: ['GMT', 'Date'], dims: '40.8 mm' }],
    ],
  ),
  line(
    {
      brand: 'Patek Philippe', model: 'Aquanaut Luce', movement: 'Quartz', calibre: 'Patek Philippe E 23-250 S C', power: 'Battery, approx. 3 years',
      waterResistanceM: 60, complications: ['Date'], buckle: 'Fold-over clasp',
      blurb: 'The Aquanaut Luce brings the chequerboard dial to a 35.6 mm case with a precise quartz calibre.',
      features: ['Embossed chequerboard dial', 'Composite strap in matching white', 'Patek Philippe Seal'],
    },
    [['5067A-011', 36, 'SS', 'White', 'RU', 24500, { gender: 'Women', strapColor: 'White', dims: '35.6 mm' }]],
  ),
  line(
    {
      brand: 'Patek Philippe', model: 'Calatrava', movement: 'Automatic', calibre: 'Patek Philippe 324 S C', power: 45,
      waterResistanceM: 30, complications: ['Date'], buckle: 'Prong buckle in 18k gold',
      blurb: 'Since 1932 the Calatrava has defined the round dress watch: pure lines, perfect proportions and nothing superfluous.',
      features: ['Hand-polished 18k gold case', 'Hobnail or lacquered dial', 'Sapphire display caseback', 'Patek Philippe Seal'],
    },
    [
      ['5227G-010', 39, 'WG', 'White', 'AL', 31500, { strapColor: 'Black' }],
      ['6119G-001', 39, 'WG', 'Gray', 'AL', 28500, { movement: 'Manual', calibre: 'Patek Philippe 30-255 PS', power: 65, complications: [] }],
      ['6119R-001', 39, 'RG', 'Silver', 'AL', 29500, { movement: 'Manual', calibre: 'Patek Philippe 30-255 PS', power: 65, complications: [], strapColor: 'Brown' }],
      ['5196G-001', 37, 'WG', 'Silver', 'AL', 22500, { movement: 'Manual', calibre: 'Patek Philippe 215 PS', power: 44, complications: [] }],
      ['3919J', 33, 'YG', 'White', 'AL', 11500, { disc: true, movement: 'Manual', calibre: 'Patek Philippe 215 PS', power: 44, complications: [], gender: 'Men', strapColor: 'Brown' }],
    ],
  ),
  line(
    {
      brand: 'Patek Philippe', model: 'Calatrava Pilot Travel Time', movement: 'Automatic', calibre: 'Patek Philippe 324 S C FUS', power: 45,
      waterResistanceM: 60, complications: ['GMT', 'Date'], buckle: 'Fold-over clasp',
      blurb: 'Inspired by the aviation watches of the 1930s, this Calatrava shows home and local time with two independent hour hands.',
      features: ['Patented dual-time-zone mechanism', 'Day/night indicators for home and local time', 'Luminescent numerals'],
    },
    [['5524G-001', 42, 'WG', 'Blue', 'LE', 48500, { strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Patek Philippe', model: 'Grand Complications Perpetual Calendar', movement: 'Automatic', calibre: 'Patek Philippe 324 S Q', power: 45,
      waterResistanceM: 30, complications: ['Perpetual Calendar', 'Moon Phase'], buckle: 'Fold-over clasp',
      blurb: 'Patek Philippe has made perpetual calendars since 1925, and this reference honours that heritage with a cream lacquered dial and double apertures.',
      features: ['Perpetual calendar with leap-year cycle', 'Moon phase and day/night indication', 'Cream lacquered dial with Breguet numerals', 'Patek Philippe Seal'],
    },
    [['5320G-001', 40, 'WG', 'White', 'AL', 96500, { strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Patek Philippe', model: 'Annual Calendar', movement: 'Automatic', calibre: 'Patek Philippe 324 S QA LU 24H/206', power: 45,
      waterResistanceM: 30, complications: ['Annual Calendar', 'Moon Phase'], buckle: 'Fold-over clasp',
      blurb: 'Patek Philippe patented the annual calendar in 1996; it needs adjusting only once a year, at the end of February.',
      features: ['Patented annual calendar', 'Moon phase with 24-hour indication', 'Sapphire display caseback', 'Patek Philippe Seal'],
    },
    [['5205G-013', 40, 'WG', 'Blue', 'AL', 49500, { strapColor: 'Blue' }]],
  ),
  // Audemars Piguet
  line(
    {
      brand: 'Audemars Piguet', model: 'Royal Oak Selfwinding', movement: 'Automatic', calibre: 'Audemars Piguet 4302', power: 70,
      waterResistanceM: 50, complications: ['Date'], bracelet: 'integrated stainless steel bracelet', clasp: 'AP folding clasp',
      blurb: 'Gérald Genta’s 1972 Royal Oak, with its octagonal bezel and eight exposed screws, invented the luxury steel sports watch.',
      features: ['“Grande Tapisserie” dial', 'Octagonal bezel with hexagonal screws', 'Sapphire display caseback', 'Hand-finished integrated bracelet'],
    },
    [
      ['15500ST.OO.1220ST.01', 41, 'SS', 'Blue', 'BR', 56500],
      ['15500ST.OO.1220ST.03', 41, 'SS', 'Black', 'BR', 52500],
      ['15450ST.OO.1256ST.03', 37, 'SS', 'Blue', 'BR', 34500, { calibre: 'Audemars Piguet 3120', power: 60 }],
    ],
  ),
  line(
    {
      brand: 'Audemars Piguet', model: 'Royal Oak Jumbo Extra-Thin', movement: 'Automatic', calibre: 'Audemars Piguet 2121', power: 40,
      waterResistanceM: 50, complications: [], bracelet: 'integrated stainless steel bracelet', clasp: 'AP folding clasp',
      blurb: 'The “Jumbo” keeps the dimensions and ultra-thin calibre of the 1972 original, making it the collector’s Royal Oak.',
      features: ['“Petite Tapisserie” dial', 'Ultra-thin 8.1 mm case', 'Calibre derived from the original 1972 movement'],
    },
    [['15202ST.OO.1240ST.01', 39, 'SS', 'Blue', 'BR', 92500, { disc: true }]],
  ),
  line(
    {
      brand: 'Audemars Piguet', model: 'Royal Oak Chronograph', movement: 'Automatic', calibre: 'Audemars Piguet 4401', power: 70,
      waterResistanceM: 50, complications: ['Chronograph', 'Date'], bracelet: 'integrated stainless steel bracelet', clasp: 'AP folding clasp',
      blurb: 'The Royal Oak Chronograph adds a flyback chronograph to the octagonal icon without losing its crisp, architectural lines.',
      features: ['Integrated flyback chronograph', '“Grande Tapisserie” dial', 'Sapphire display caseback'],
    },
    [['26240ST.OO.1320ST.02', 41, 'SS', 'Blue', 'BR', 61500]],
  ),
  line(
    {
      brand: 'Audemars Piguet', model: 'Royal Oak Perpetual Calendar', movement: 'Automatic', calibre: 'Audemars Piguet 5134', power: 40,
      waterResistanceM: 20, complications: ['Perpetual Calendar', 'Moon Phase'], bracelet: 'integrated stainless steel bracelet', clasp: 'AP folding clasp',
      blurb: 'A perpetual calendar that needs no correction until 2100, set inside the unmistakable Royal Oak case.',
      features: ['Perpetual calendar with week-of-year indication', 'Astronomical moon phase', '“Grande Tapisserie” dial'],
    },
    [['26574ST.OO.1220ST.02', 41, 'SS', 'Blue', 'BR', 142500]],
  ),
  line(
    {
      brand: 'Audemars Piguet', model: 'Royal Oak Selfwinding Flying Tourbillon', movement: 'Automatic', calibre: 'Audemars Piguet 2950', power: 65,
      waterResistanceM: 50, complications: ['Tourbillon'], bracelet: 'integrated stainless steel bracelet', clasp: 'AP folding clasp',
      blurb: 'A self-winding flying tourbillon at six o’clock turns the Royal Oak into a showcase of Le Brassus haute horlogerie.',
      features: ['Flying tourbillon visible at 6 o’clock', '“Grande Tapisserie” dial', 'Sapphire display caseback'],
    },
    [['26530ST.OO.1220ST.01', 41, 'SS', 'Blue', 'BR', 158000]],
  ),
  line(
    {
      brand: 'Audemars Piguet', model: 'Royal Oak Offshore Diver', movement: 'Automatic', calibre: 'Audemars Piguet 3120', power: 60,
      waterResistanceM: 300, complications: ['Date'], buckle: 'Pin buckle',
      blurb: 'The Offshore Diver puts a rotating inner bezel and 300 m of water resistance into the Royal Oak’s bold sporting case.',
      features: ['Inner rotating diving bezel', 'Screw-down crown and caseback', '“Méga Tapisserie” dial'],
    },
    [
      ['15720ST.OO.A027CA.01', 42, 'SS', 'Blue', 'RU', 27500, { strapColor: 'Blue' }],
      ['15706AU.OO.A002CA.01', 42, 'CF', 'Black', 'RU', 33500, { strapColor: 'Black' }],
    ],
  ),
  line(
    {
      brand: 'Audemars Piguet', model: 'Royal Oak Offshore Chronograph', movement: 'Automatic', calibre: 'Audemars Piguet 3126/3840', power: 50,
      waterResistanceM: 100, complications: ['Chronograph', 'Date'], buckle: 'AP folding clasp',
      blurb: 'First released in 1993 and nicknamed “the Beast”, the Offshore is the Royal Oak pumped up with oversized proportions.',
      features: ['“Méga Tapisserie” dial', 'Screw-down crown and pushers', 'Interchangeable rubber strap'],
    },
    [
      ['26405CE.OO.A002CA.01', 44, 'CE', 'Black', 'RU', 46500, { strapColor: 'Black' }],
      ['26420SO.OO.A600CA.01', 43, 'SS', 'Gray', 'RU', 33500, { calibre: 'Audemars Piguet 4401', power: 70, strapColor: 'Gray' }],
    ],
  ),
  // Cartier
  line(
    {
      brand: 'Cartier', model: 'Santos de Cartier', movement: 'Automatic', calibre: 'Cartier 1847 MC', power: 42,
      waterResistanceM: 100, complications: [], bracelet: 'steel bracelet with QuickSwitch and SmartLink', clasp: 'Folding clasp',
      blurb: 'First designed in 1904 for the aviator Alberto Santos-Dumont, the Santos is one of the earliest wristwatches made for men.',
      features: ['Exposed screws on the square bezel', 'QuickSwitch interchangeable strap system', 'Blue sapphire cabochon crown', 'Second calfskin strap included'],
    },
    [
      ['WSSA0018', 40, 'SS', 'Silver', 'BR', 7350, { dims: '39.8 × 47.5 mm' }],
      ['WSSA0029', 35, 'SS', 'Silver', 'BR', 6850, { dims: '35.1 × 41.9 mm' }],
      ['WSSA0062', 40, 'SS', 'Green', 'BR', 7950, { dims: '39.8 × 47.5 mm' }],
      ['WSSA0030', 40, 'SS', 'Blue', 'BR', 7650, { dims: '39.8 × 47.5 mm' }],
    ],
  ),
  line(
    {
      brand: 'Cartier', model: 'Tank Must', movement: 'Quartz', calibre: 'Cartier quartz', power: 'Battery, approx. 5 years',
      waterResistanceM: 30, complications: [], buckle: 'Ardillon buckle',
      blurb: 'Inspired by the silhouette of the First World War tank, Louis Cartier’s 1917 design is the purest expression of the rectangular watch.',
      features: ['Brancards flowing into the strap', 'Blue synthetic spinel cabochon crown', 'Roman-numeral chapter ring', 'Blued-steel sword hands'],
    },
    [
      ['WSTA0041', 34, 'SS', 'Silver', 'LE', 2750, { dims: '33.7 × 25.5 mm', gender: 'Unisex', strapColor: 'Black' }],
      ['WSTA0042', 30, 'SS', 'Silver', 'LE', 2550, { dims: '29.5 × 22 mm', gender: 'Women', strapColor: 'Black' }],
      ['WSTA0055', 34, 'SS', 'Blue', 'LE', 2850, { dims: '33.7 × 25.5 mm', gender: 'Unisex', strapColor: 'Blue' }],
      ['WSTA0056', 34, 'SS', 'Green', 'LE', 2850, { dims: '33.7 × 25.5 mm', gender: 'Unisex', strapColor: 'Green' }],
    ],
  ),
  line(
    {
      brand: 'Cartier', model: 'Tank Must SolarBeat', movement: 'Solar', calibre: 'Cartier SolarBeat photovoltaic', power: 'Up to 16 years of battery life',
      waterResistanceM: 30, complications: [], buckle: 'Ardillon buckle',
      blurb: 'The SolarBeat Tank Must powers itself through light falling on the dial, whose Roman numerals double as solar cells.',
      features: ['Photovoltaic dial with perforated Roman numerals', 'Strap made without animal materials', 'Blue synthetic spinel cabochon crown'],
    },
    [['WSTA0059', 34, 'SS', 'Silver', 'LE', 2950, { dims: '33.7 × 25.5 mm', gender: 'Unisex', strapColor: 'Black' }]],
  ),
  line(
    {
      brand: 'Cartier', model: 'Tank Louis Cartier', movement: 'Manual', calibre: 'Cartier 1917 MC', power: 38,
      waterResistanceM: 30, complications: [], buckle: 'Ardillon buckle in 18k gold',
      blurb: 'The Tank Louis Cartier preserves the rounded brancards of the 1922 original, the most graceful of all the Tanks.',
      features: ['Case in 18k gold', 'Sapphire cabochon crown', 'Blued-steel sword hands', 'Hand-wound manufacture calibre'],
    },
    [['WGTA0011', 34, 'YG', 'Silver', 'AL', 11250, { dims: '33.7 × 25.5 mm', gender: 'Unisex', strapColor: 'Brown' }]],
  ),
  line(
    {
      brand: 'Cartier', model: 'Ballon Bleu de Cartier', movement: 'Automatic', calibre: 'Cartier 1847 MC', power: 42,
      waterResistanceM: 30, complications: ['Date'], bracelet: 'steel bracelet', clasp: 'Double folding clasp',
      blurb: 'Its blue cabochon crown tucked inside a protective arc, the Ballon Bleu has been a modern Cartier signature since 2007.',
      features: ['Crown protected by a sculpted arc', 'Guilloché dial with Roman numerals', 'Synthetic spinel cabochon'],
    },
    [
      ['WSBB0040', 40, 'SS', 'Silver', 'BR', 6250],
      ['W69012Z4', 42, 'SS', 'Silver', 'BR', 4950, { disc: true, calibre: 'Cartier 049', power: 38 }],
      ['W6920084', 33, 'SS', 'Silver', 'BR', 3950, { disc: true, movement: 'Quartz', calibre: 'Cartier 690', power: 'Battery, approx. 5 years', complications: [] }],
    ],
  ),
];
