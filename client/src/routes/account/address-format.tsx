import { css, useTheme } from '@emotion/react';
import { Container, Eyebrow } from '../../components/ui';

/** /account/address-format (open to everyone): how to write an address we can deliver to. */
export default function AddressFormatPage() {
  const theme = useTheme();
  const block = css`display: grid; gap: ${theme.space[3]}; padding-block: ${theme.space[5]}; border-top: 1px solid var(--hairline);`;
  return (
    <Container>
      <title>Address format — Aurum</title>
      <article css={css`max-width: 44rem; margin: 0 auto; padding-block: ${theme.space[8]} ${theme.space[9]}; display: grid; gap: ${theme.space[4]};`}>
        <Eyebrow>Delivery</Eyebrow>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Address format</h1>
        <p css={css`color: var(--fg-muted);`}>
          Insured couriers deliver against a signature, so an address in the expected format avoids delays. Use the postcode lookup when you register or edit your profile: it fills the town, county and postcode for you.
        </p>
        <section css={block} aria-labelledby="uk-heading">
          <h2 id="uk-heading" css={css`font-size: ${theme.fontSizes.xl};`}>United Kingdom</h2>
          <address css={css`font-style: normal; padding: ${theme.space[4]}; background: ${theme.colors.white}; box-shadow: ${theme.shadows.card}; line-height: 1.8;`}>
            Amelia Hart
            <br />
            12 Mount Street
            <br />
            LONDON
            <br />
            W1K 2RD
            <br />
            United Kingdom
          </address>
          <ul css={css`padding-left: 1.25rem; display: grid; gap: ${theme.space[2]};`}>
            <li>Street address: building number and street, at least 5 characters (flat or suite first if any).</li>
            <li>Town or city, then the county (for example Greater London).</li>
            <li>Postcode in capitals with its space, for example SW1A 1AA.</li>
          </ul>
        </section>
        <section css={block} aria-labelledby="intl-heading">
          <h2 id="intl-heading" css={css`font-size: ${theme.fontSizes.xl};`}>Outside the United Kingdom</h2>
          <p>Write the address as your local post expects it, enter the county, state or province, the postal code (at least 4 characters) and the country in full. Choose your country code for the phone number so the courier can reach you.</p>
        </section>
      </article>
    </Container>
  );
}
