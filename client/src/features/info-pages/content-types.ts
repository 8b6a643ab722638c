/**
 * Information pages are data: each page is a typed module of blocks that one
 * renderer draws, so copy can be edited without touching components. Text
 * fields accept a small inline markup: [label](/path) for links and **bold**.
 */

/** A call to action: a link to a route or another site, or a button that answers with a short notice. */
export type Action =
  | { label: string; to: string; variant?: 'primary' | 'secondary' }
  | { label: string; href: string; variant?: 'primary' | 'secondary' }
  | { label: string; notice: { title: string; description?: string }; variant?: 'primary' | 'secondary' };

interface Titled {
  /** Section heading (h2); blocks inside tabs and cards lists use it as h3. */
  heading?: string;
  eyebrow?: string;
  intro?: string;
  /** Darker or warmer background to separate sections. */
  tone?: 'ivory' | 'parchment' | 'dark';
}

export interface ProseBlock extends Titled {
  kind: 'prose';
  paragraphs: string[];
}

export interface ListBlock extends Titled {
  kind: 'list';
  items: string[];
  ordered?: boolean;
  /** Paragraphs after the list. */
  after?: string[];
}

export interface TableBlock extends Titled {
  kind: 'table';
  caption: string;
  columns: string[];
  /** The first cell of each row heads the row. */
  rows: string[][];
  note?: string;
}

export interface Card {
  title: string;
  text: string;
  /** A small line above the title: a date, a publication, a country. */
  kicker?: string;
  /** A figure shown large above the title. */
  figure?: string;
  action?: Action;
}

export interface CardsBlock extends Titled {
  kind: 'cards';
  cards: Card[];
  columns?: 2 | 3 | 4;
}

export interface StatsBlock extends Titled {
  kind: 'stats';
  stats: { value: string; label: string }[];
}

export interface StepsBlock extends Titled {
  kind: 'steps';
  steps: { title: string; text: string }[];
}

export interface TimelineBlock extends Titled {
  kind: 'timeline';
  milestones: { year: string; title: string; text: string }[];
}

export interface AccordionItem {
  id: string;
  title: string;
  /** Facts shown under the title in the header (department, location, type). */
  meta?: string[];
  body: string[];
  actions?: Action[];
}

export interface AccordionBlock extends Titled {
  kind: 'accordion';
  items: AccordionItem[];
  /** Opening one item closes the others (the careers list); otherwise each opens on its own. */
  singleOpen?: boolean;
}

export interface TabsBlock extends Titled {
  kind: 'tabs';
  /** Accessible name of the tab list. */
  label: string;
  tabs: { id: string; label: string; blocks: Block[] }[];
}

export interface ActionsBlock extends Titled {
  kind: 'actions';
  actions: Action[];
}

export interface ContactBlock extends Titled {
  kind: 'contact';
  lines: { label: string; value: string }[];
  action?: Action;
}

/** Code to copy: a shell command, a query, a snippet (developer pages). */
export interface CodeBlock extends Titled {
  kind: 'code';
  /** What the code is, for screen readers and the label above it, e.g. 'curl', 'TypeScript'. */
  language: string;
  code: string;
  /** A line of explanation under the code. */
  note?: string;
}

export type Block =
  | ProseBlock
  | CodeBlock
  | ListBlock
  | TableBlock
  | CardsBlock
  | StatsBlock
  | StepsBlock
  | TimelineBlock
  | AccordionBlock
  | TabsBlock
  | ActionsBlock
  | ContactBlock;

export interface InfoPageContent {
  /** The document title (the browser tab), without the brand suffix. */
  documentTitle: string;
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  intro: string;
  /** e.g. 'May 13, 2025' for policies. */
  lastUpdated?: string;
  /** 'document' for policies and terms: one narrow reading column; 'feature' for brand pages. */
  layout: 'document' | 'feature';
  blocks: Block[];
}
