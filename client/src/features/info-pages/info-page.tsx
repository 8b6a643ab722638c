import { BlockSection } from './block-section';
import type { InfoPageContent } from './content-types';
import { PageHero } from './page-hero';

/** Draws an information page from its content; sets the document title. */
export function InfoPage({ page }: { page: InfoPageContent }) {
  return (
    <article>
      <title>{`${page.documentTitle} — Aurum`}</title>
      <PageHero page={page} />
      {page.blocks.map((block, index) => (
        <BlockSection key={index} block={block} layout={page.layout} id={`section-${index + 1}`} />
      ))}
    </article>
  );
}
