import type { ComponentType } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  ConsultIcon,
  Container,
  CrownIcon,
  GemIcon,
  LockIcon,
  ReturnIcon,
  SectionHeading,
  ShieldIcon,
} from '../../components/ui';

const reasons: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    title: 'Authenticity Guaranteed',
    text: '100% genuine luxury items, each examined by our specialists before it is offered to you.',
    Icon: ShieldIcon,
  },
  {
    title: 'Secure Payment',
    text: 'SSL encrypted transactions and trusted card processing from basket to delivery.',
    Icon: LockIcon,
  },
  {
    title: 'Exceptional Craftsmanship',
    text: 'Pieces chosen for the quality of their making, from the movement to the final seam.',
    Icon: GemIcon,
  },
  {
    title: 'Exclusive Access',
    text: 'Private previews of rare references and limited collections, reserved for our clients.',
    Icon: CrownIcon,
  },
  {
    title: 'Style Consultation',
    text: 'One-to-one guidance from our advisers, whether you are building a collection or a wardrobe.',
    Icon: ConsultIcon,
  },
  {
    title: '30-Day Hassle-Free Returns',
    text: 'If a piece is not quite right, return it within 30 days — simply, and without fuss.',
    Icon: ReturnIcon,
  },
];

export function WhyChooseUs() {
  const theme = useTheme();
  return (
    <section aria-labelledby="why-title" css={css`padding-block: ${theme.space[9]}; background: ${theme.colors.ivory};`}>
      <Container>
        <SectionHeading id="why-title" eyebrow="The Aurum Standard" title="Why Choose Aurum">
          Every piece we offer carries our name, so every piece meets the same standard.
        </SectionHeading>
        <ul
          role="list"
          css={css`
            display: grid;
            grid-template-columns: 1fr;
            margin: ${theme.space[8]} 0 0;
            border-top: 1px solid var(--hairline);
            ${theme.mq.sm} {
              grid-template-columns: repeat(2, 1fr);
            }
            ${theme.mq.md} {
              grid-template-columns: repeat(3, 1fr);
            }
          `}
        >
          {reasons.map(({ title, text, Icon }) => (
            <li
              key={title}
              css={css`
                display: grid;
                align-content: start;
                gap: ${theme.space[3]};
                padding: ${theme.space[6]} ${theme.space[5]};
                border-bottom: 1px solid var(--hairline);
                ${theme.mq.sm} {
                  &:nth-of-type(odd) {
                    border-right: 1px solid var(--hairline);
                  }
                }
                ${theme.mq.md} {
                  padding: ${theme.space[7]} ${theme.space[6]};
                  &:nth-of-type(odd) {
                    border-right: 0;
                  }
                  &:not(:nth-of-type(3n)) {
                    border-right: 1px solid var(--hairline);
                  }
                }
              `}
            >
              <span
                css={css`
                  display: grid;
                  place-items: center;
                  width: 3.5rem;
                  height: 3.5rem;
                  margin-bottom: ${theme.space[2]};
                  border: 1px solid ${theme.colors.gold};
                  border-radius: 50%;
                  color: var(--accent);
                `}
              >
                <Icon size={24} />
              </span>
              <h3 css={css`font-size: 1.5rem;`}>{title}</h3>
              <p css={css`color: var(--fg-muted); font-size: 0.9375rem;`}>{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
