import { css, useTheme } from '@emotion/react';
import { Container, darkSurface, Eyebrow, SectionHeading } from '../../components/ui';
import { BlockBody } from './block-body';
import { Heading } from './blocks/heading';
import type { Block, InfoPageContent } from './content-types';
import { RichText } from './rich-text';

/**
 * One block as a section of the page. Brand pages ('feature') centre each
 * section's heading like the home page; policies ('document') read as one
 * left-aligned column with smaller headings.
 */
export function BlockSection({ block, layout, id }: { block: Block; layout: InfoPageContent['layout']; id: string }) {
  const theme = useTheme();
  const headingId = block.heading ? `${id}-title` : undefined;
  const Tag = block.heading ? 'section' : 'div';
  const background = { ivory: theme.colors.ivory, parchment: theme.colors.parchment, dark: theme.colors.black }[block.tone ?? 'ivory'];
  const document = layout === 'document';
  // Prose and contact bands read as heading beside text on wide screens, like an editorial spread.
  const sideBySide = !document && (block.kind === 'contact' || block.kind === 'prose');

  return (
    <Tag
      aria-labelledby={headingId}
      css={[
        block.tone === 'dark' && darkSurface,
        css`
          --surface: ${background};
          background: ${background};
          padding-block: ${document ? theme.space[6] : theme.space[9]};
          ${theme.mq.belowMd} {
            padding-block: ${document ? theme.space[5] : theme.space[8]};
          }
        `,
      ]}
    >
      <Container>
        <div
          css={css`
            display: grid;
            /* minmax(0, …): a wide table scrolls inside its region instead of widening the page. */
            grid-template-columns: minmax(0, 1fr);
            gap: ${document ? theme.space[5] : theme.space[7]};
            ${document && 'max-width: 48rem;'}
            ${sideBySide && `${theme.mq.lg} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: ${theme.space[9]}; align-items: ${block.kind === 'prose' ? 'start' : 'center'}; }`}
          `}
        >
          {block.heading &&
            (document ? (
              <div css={css`display: grid; gap: ${theme.space[3]};`}>
                {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
                <Heading level={2} id={headingId}>
                  {block.heading}
                </Heading>
                {block.intro && (
                  <p css={css`color: var(--fg-muted);`}>
                    <RichText text={block.intro} />
                  </p>
                )}
              </div>
            ) : (
              <SectionHeading id={headingId} eyebrow={block.eyebrow} title={block.heading} align={sideBySide ? 'start' : 'center'}>
                {block.intro}
              </SectionHeading>
            ))}
          <BlockBody block={block} level={2} idPrefix={id} />
        </div>
      </Container>
    </Tag>
  );
}
