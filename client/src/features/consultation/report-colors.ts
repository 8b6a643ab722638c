import { TONE_COLORS } from '../../components/signals-table';

/** The blue of "Value Opportunities": white text on it is 8.7:1. */
const VALUE_BLUE = '#2d4f73';

/** The report's colour key (§2 legend): the same colours mark the allocation bar and the section cards. */
export const LEGEND = [
  { label: 'Strong Buy', color: TONE_COLORS['strong-buy'].background },
  { label: 'Accumulate', color: TONE_COLORS.accumulate.background },
  { label: 'Value Opportunities', color: VALUE_BLUE },
  { label: 'Avoid', color: TONE_COLORS.avoid.background },
] as const;

const [strongBuy, accumulate, value, avoid] = LEGEND.map((entry) => entry.color);

export const ALLOCATION_COLORS = { core: strongBuy!, growth: accumulate!, speculative: value! };

const SECTION_ACCENTS: Record<string, string> = {
  'Core Holdings': strongBuy!,
  'Growth Opportunities': accumulate!,
  'Value Opportunities': value!,
  'References to Avoid': avoid!,
  'Wardrobe Foundations': strongBuy!,
  'Seasonal Updates': accumulate!,
  'Statement Pieces': value!,
};

export const sectionAccent = (title: string) => SECTION_ACCENTS[title] ?? TONE_COLORS.accumulate.background;
