import type { Complication, Condition, DialColor } from './catalogue-vocabulary.js';
import { AURUM_SERVICE_LINES, aOrAn, capitalise, groupThousands, joinList, joinSentences, withArticle } from './copy-text.js';
import type { SeedRandom } from '../../common/seed-random.js';
import { powerReserveText, type WatchVariant } from './watch-variants.js';

/** Dial wording: [prose for sentences, label for the spec sheet]. */
const DIAL_WORDS: Record<DialColor, readonly (readonly [string, string])[]> = {
  Black: [['black', 'Black'], ['glossy black', 'Black lacquer'], ['matt black', 'Matt black']],
  Blue: [['blue', 'Blue'], ['blue sunburst', 'Blue sunburst'], ['deep blue', 'Deep blue']],
  White: [['white', 'White'], ['white lacquered', 'White lacquer'], ['crisp white', 'White']],
  Silver: [['silver', 'Silver'], ['silvered opaline', 'Silvered opaline'], ['silver sunray', 'Silver sunray']],
  Green: [['green', 'Green'], ['green sunburst', 'Green sunburst'], ['olive green', 'Olive green']],
  Gold: [['champagne', 'Champagne'], ['golden', 'Gold'], ['champagne sunray', 'Champagne sunray']],
  Brown: [['chocolate brown', 'Chocolate brown'], ['brown', 'Brown'], ['warm brown', 'Brown gradient']],
  Gray: [['slate grey', 'Slate grey'], ['grey', 'Grey'], ['anthracite grey', 'Anthracite']],
};

export function pickDialWords(rng: SeedRandom, dial: DialColor): { prose: string; label: string } {
  const [prose, label] = rng.pick(DIAL_WORDS[dial]);
  return { prose, label };
}

const COMPLICATION_PROSE: Record<Complication, string> = {
  Date: 'the date',
  'Day-Date': 'the day and date',
  Chronograph: 'a chronograph',
  GMT: 'a second time zone',
  'Moon Phase': 'the phases of the moon',
  'Power Reserve': 'a power reserve indicator',
  'Annual Calendar': 'an annual calendar',
  'Perpetual Calendar': 'a perpetual calendar',
  Tourbillon: 'a tourbillon',
};

const CONDITION_NOTES: Record<Exclude<Condition, 'New'>, readonly string[]> = {
  Excellent: ['only the lightest signs of wear, visible on close inspection', 'a near-unworn case and crisp edges'],
  'Very Good': ['light surface marks consistent with careful use', 'gentle wear to the case and a clean dial'],
  Good: ['visible wear to the case and a fully functioning movement', 'honest signs of use and a movement running well'],
  Fair: ['noticeable scratches and marks that tell its story; the movement runs within tolerance', 'pronounced wear and patina, and it is priced accordingly'],
};

export interface WatchCopyInput {
  v: WatchVariant;
  dial: string;
  condition: Condition;
  boxAndPapers: boolean;
}

function sizeText(v: WatchVariant): string {
  return v.labels.size;
}

function strapProse(v: WatchVariant): string {
  return withArticle(v.strapText);
}

export function movementShort(v: WatchVariant): string {
  switch (v.movement) {
    case 'Automatic':
      return `the self-winding ${v.calibre}`;
    case 'Manual':
      return `the hand-wound ${v.calibre}`;
    case 'Quartz':
      return /quartz/i.test(v.calibre) ? `the ${v.calibre} movement` : `the ${v.calibre} quartz movement`;
    case 'Spring Drive':
      return `the ${v.calibre} Spring Drive calibre`;
    case 'Kinetic':
      return `the ${v.calibre} Kinetic movement`;
    case 'Solar':
      return `the light-powered ${v.calibre}`;
  }
}

const MOVEMENT_LONG: Record<WatchVariant['movement'], readonly string[]> = {
  Automatic: ['a self-winding movement', 'an automatic calibre wound by the motion of the wrist'],
  Manual: ['a hand-wound movement that rewards a daily turn of the crown', 'a manually wound calibre'],
  Quartz: ['a precise quartz movement', 'a high-accuracy quartz calibre'],
  'Spring Drive': ['Grand Seiko’s Spring Drive, which regulates a mainspring with a quartz oscillator so the seconds hand glides rather than ticks'],
  Kinetic: ['Seiko’s Kinetic system, which turns the movement of the wrist into stored electrical energy'],
  Solar: ['a light-powered movement that never needs a routine battery change', 'a movement charged by any light source'],
};


function conditionSentence(rng: SeedRandom, input: WatchCopyInput): string {
  if (input.condition === 'New') {
    return rng.pick([
      'Supplied new and unworn, with the full manufacturer’s international warranty.',
      'It is brand new, complete with all original packaging and the manufacturer’s warranty.',
      'Brand new and unworn, it comes with its box, papers and manufacturer’s warranty.',
    ]);
  }
  const note = rng.pick(CONDITION_NOTES[input.condition]);
  const papers = input.boxAndPapers
    ? rng.pick(['It comes with its original box and papers.', 'Original box and papers are included.'])
    : rng.pick(['It is offered without its original box and papers.', 'It is sold as the watch only, without box or papers.']);
  return `This pre-owned example is graded ${input.condition}, with ${note}. ${papers}`;
}

function waterSentence(rng: SeedRandom, wr: number): string {
  const m = `${groupThousands(wr)} m`;
  if (wr >= 1000) return `Water resistance of ${m} puts it among the most capable dive watches ever made.`;
  if (wr >= 200) {
    return rng.pick([`With ${m} of water resistance, it is built for serious diving.`, `Water-resistant to ${m}, it is as at home on a dive as in the boardroom.`]);
  }
  if (wr >= 100) return rng.pick([`Water-resistant to ${m}, it shrugs off swimming and snorkelling.`, `It is water-resistant to ${m}, ready for a swim.`]);
  if (wr >= 50) return `It is water-resistant to ${m}, fine for a swim though not for diving.`;
  return `Water resistance is ${m}, so it is best kept away from the pool.`;
}

/** One or two sentences for cards and listings. */
export function watchDescription(rng: SeedRandom, input: WatchCopyInput): string {
  const { v, dial } = input;
  const size = sizeText(v);
  const templates = [
    () => `The ${v.brand} ${v.model} ref. ${v.reference} pairs ${withArticle(`${size} ${v.caseProse}`)} case with ${withArticle(dial)} dial and ${strapProse(v)}.`,
    () => `${capitalise(aOrAn(dial))} ${dial}-dial ${v.model} in ${v.caseProse}, water-resistant to ${groupThousands(v.waterResistanceM)} m and powered by ${movementShort(v)}.`,
    () => `This ${v.brand} ${v.model} (ref. ${v.reference}) comes in ${v.caseProse} with ${withArticle(dial)} dial, worn on ${strapProse(v)}.`,
    () => `Reference ${v.reference} presents the ${v.model} in ${v.caseProse} at ${size}, with ${withArticle(dial)} dial and ${movementShort(v)}.`,
  ];
  const first = rng.pick(templates)();
  if (input.condition !== 'New') {
    const papers = input.boxAndPapers ? 'complete with box and papers' : 'watch only';
    return `${first} Pre-owned in ${input.condition.toLowerCase()} condition, ${papers}.`;
  }
  const roll = rng.next();
  if (v.limited) return `${first} ${typeof v.limited === 'number' ? `One of only ${groupThousands(v.limited)} pieces.` : 'A limited edition.'}`;
  if (roll < 0.35) return `${v.blurb.split('. ')[0]!.replace(/\.$/, '')}. ${first}`;
  if (roll < 0.6) return `${first} Supplied new with the manufacturer’s warranty.`;
  return first;
}

/** A short paragraph for the product page. */
export function watchDetailedDescription(rng: SeedRandom, input: WatchCopyInput): string {
  const { v, dial } = input;
  const size = sizeText(v);
  const caseSentence = rng.pick([
    () => `This reference ${v.reference} is housed in ${withArticle(`${size} ${v.caseProse}`)} case, its ${dial} dial paired with ${strapProse(v)}.`,
    () => `Reference ${v.reference} combines ${withArticle(`${size}`)} case in ${v.caseProse} with ${withArticle(dial)} dial, worn on ${strapProse(v)}.`,
    () => `Here the ${v.model} comes in ${v.caseProse} at ${size}, with ${withArticle(dial)} dial and ${strapProse(v)}.`,
  ])();
  const reserve = typeof v.power === 'number' ? `, with a power reserve of ${powerReserveText(v.power)}` : '';
  const movementSentence = rng.pick([
    () => `Inside beats the ${v.calibre}, ${rng.pick(MOVEMENT_LONG[v.movement])}${reserve}.`,
    () => `It is powered by the ${v.calibre}, ${rng.pick(MOVEMENT_LONG[v.movement])}${reserve}.`,
  ])();
  const comps = v.complications.map((c) => COMPLICATION_PROSE[c]);
  const compSentence = comps.length
    ? `${rng.pick(['Beyond the time, it offers', 'Alongside the hours and minutes, it shows', 'Its complications include'])} ${joinList(comps)}. `
    : '';
  const limitedSentence = v.limited
    ? typeof v.limited === 'number'
      ? ` It is a limited edition of ${groupThousands(v.limited)} pieces.`
      : ' It was produced as a limited edition.'
    : '';
  return joinSentences([
    v.blurb,
    caseSentence,
    movementSentence,
    `${compSentence}${waterSentence(rng, v.waterResistanceM)}${limitedSentence}`,
    conditionSentence(rng, input),
    rng.pick([
      'Every watch is authenticated by Aurum’s watchmakers and covered by our 24-month warranty.',
      'As with every Aurum watch, it has been authenticated in-house and carries our 24-month warranty.',
      rng.pick(AURUM_SERVICE_LINES),
    ]),
  ]);
}

/** 3-6 bullet points. */
export function watchFeatures(rng: SeedRandom, input: WatchCopyInput): string[] {
  const { v } = input;
  const extras: string[] = [];
  if (v.limited) extras.push(typeof v.limited === 'number' ? `Limited edition of ${groupThousands(v.limited)} pieces` : 'Limited edition');
  if (input.condition === 'New') extras.push('Full manufacturer’s international warranty');
  else extras.push('Authenticated and inspected by Aurum’s watchmakers');
  if (input.boxAndPapers) extras.push('Supplied with original box and papers');
  const fromLine = rng.sampleInOrder(v.lineFeatures, Math.min(v.lineFeatures.length, rng.int(2, 4)));
  const features = [...fromLine, ...extras];
  return features.slice(0, 6);
}

/** 2-4 care instructions suited to movement, strap and water resistance. */
export function watchCare(rng: SeedRandom, v: WatchVariant): string[] {
  const care: string[] = [];
  switch (v.movement) {
    case 'Quartz':
      care.push('Have the battery replaced by an authorised service centre every two to three years');
      break;
    case 'Solar':
      care.push('Expose the dial to daylight regularly to keep it fully charged');
      break;
    case 'Kinetic':
      care.push('Wear it regularly, or swing it gently, to keep the Kinetic capacitor charged');
      break;
    default:
      care.push(rng.pick([
        'Have the movement serviced by a qualified watchmaker every five to seven years',
        'Book a full service with an authorised watchmaker every five to eight years',
      ]));
  }
  if (v.waterResistanceM >= 100) {
    care.push(rng.pick(['Make sure the crown is fully screwed down before contact with water', 'Rinse in fresh water after swimming in the sea or a chlorinated pool']));
  } else {
    care.push('Avoid swimming or showering while wearing the watch');
  }
  if (v.strapMaterial === 'Leather' || v.strapMaterial === 'Alligator') care.push('Keep the strap away from water, perfume and direct sunlight');
  else if (v.strapMaterial === 'Metal Bracelet') care.push('Clean the bracelet with a soft brush and warm soapy water');
  else care.push('Wipe the strap with a damp cloth and let it dry naturally');
  if (v.caseMaterial === 'Bronze') care.push('Let the bronze case develop its natural patina, or restore it with a bronze cleaner');
  else if (rng.chance(0.5)) care.push(rng.pick(['Keep away from strong magnetic fields', 'Store in its box or a watch roll when not being worn']));
  return care.slice(0, 4);
}
