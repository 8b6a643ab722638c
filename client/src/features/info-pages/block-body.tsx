import { css, useTheme } from '@emotion/react';
import { Tabs } from '../../components/ui/tabs';
import { Accordion } from './accordion';
import { ActionRow } from './action-button';
import { CardsBody } from './blocks/cards-block';
import { CodeBody } from './blocks/code-block';
import { ContactBody } from './blocks/contact-block';
import { Heading, type HeadingLevel, nextLevel } from './blocks/heading';
import { ListBody } from './blocks/list-block';
import { ProseBody } from './blocks/prose-block';
import { StatsBody } from './blocks/stats-block';
import { StepsBody } from './blocks/steps-block';
import { TableBody } from './blocks/table-block';
import { TimelineBody } from './blocks/timeline-block';
import type { Block } from './content-types';

/**
 * The content of one block. `level` is the outline level of the block's own
 * heading; headings inside it (card titles, nested blocks) sit one below.
 */
export function BlockBody({ block, level, idPrefix }: { block: Block; level: HeadingLevel; idPrefix: string }) {
  switch (block.kind) {
    case 'prose':
      return <ProseBody block={block} />;
    case 'list':
      return <ListBody block={block} />;
    case 'code':
      return <CodeBody block={block} />;
    case 'table':
      return <TableBody block={block} />;
    case 'cards':
      return <CardsBody block={block} level={nextLevel(level)} />;
    case 'stats':
      return <StatsBody block={block} />;
    case 'steps':
      return <StepsBody block={block} level={nextLevel(level)} />;
    case 'timeline':
      return <TimelineBody block={block} level={nextLevel(level)} />;
    case 'accordion':
      return <Accordion items={block.items} singleOpen={block.singleOpen} idPrefix={idPrefix} />;
    case 'actions':
      return <ActionRow actions={block.actions} centred />;
    case 'contact':
      return <ContactBody block={block} />;
    case 'tabs':
      return (
        <Tabs
          label={block.label}
          tabs={block.tabs}
          idPrefix={idPrefix}
          renderPanel={(tab) => (
            <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4rem' }}>
              {tab.blocks.map((inner, index) => (
                <NestedBlock key={index} block={inner} level={nextLevel(level)} idPrefix={`${idPrefix}-${tab.id}-${index}`} />
              ))}
            </div>
          )}
        />
      );
  }
}

/** A block inside another (a tab panel): its heading one level down, no section of its own. */
function NestedBlock({ block, level, idPrefix }: { block: Block; level: HeadingLevel; idPrefix: string }) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${theme.space[5]};`}>
      {(block.heading || block.intro) && (
        <div css={css`display: grid; gap: ${theme.space[2]}; max-width: 46rem;`}>
          {block.heading && <Heading level={level}>{block.heading}</Heading>}
          {block.intro && <p css={css`color: var(--fg-muted);`}>{block.intro}</p>}
        </div>
      )}
      <BlockBody block={block} level={level} idPrefix={idPrefix} />
    </div>
  );
}
