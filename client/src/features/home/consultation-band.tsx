import { css, useTheme } from '@emotion/react';
import { ButtonLink, Container, Eyebrow, darkSurface } from '../../components/ui';

export function ConsultationBand() {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="consultation-title"
      css={[
        darkSurface,
        css`
          padding-block: ${theme.space[9]};
          background: radial-gradient(ellipse 50% 80% at 50% 100%, rgba(198, 161, 91, 0.14), transparent 70%), ${theme.colors.black};
          text-align: center;
        `,
      ]}
    >
      <Container>
        <div css={css`display: grid; justify-items: center; gap: ${theme.space[5]}; max-width: 44rem; margin-inline: auto;`}>
          <Eyebrow>By Appointment</Eyebrow>
          <h2 id="consultation-title" css={css`font-size: ${theme.fontSizes['3xl']};`}>
            A private consultation, <em css={css`color: ${theme.colors.gold};`}>tailored to you</em>
          </h2>
          <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.lg};`}>
            Tell us how you live and what you love. Our advisers will shape a considered selection of watches or
            clothing around you.
          </p>
          <ButtonLink to="/style-consultation" variant="secondary" size="lg" css={css`margin-top: ${theme.space[3]};`}>
            Book a Consultation
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
