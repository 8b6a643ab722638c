import helmet from 'helmet';

const APOLLO_CDN = ['https://embeddable-sandbox.cdn.apollographql.com', 'https://apollo-server-landing-page.cdn.apollographql.com'];
const STRIPE = ['https://js.stripe.com', 'https://*.stripe.com'];

/** Strict headers for the shop; Stripe.js is the only third-party script it may load. */
export const shopSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...STRIPE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com', 'https://api.postcodes.io'],
      frameSrc: ["'self'", ...STRIPE],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** Apollo Sandbox (the /graphql landing page) is an inline bootstrap that embeds Apollo's hosted explorer. */
export const sandboxSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'", ...APOLLO_CDN],
      styleSrc: ["'self'", "'unsafe-inline'", ...APOLLO_CDN],
      imgSrc: ["'self'", 'data:', ...APOLLO_CDN],
      fontSrc: ["'self'", 'data:', ...APOLLO_CDN],
      connectSrc: ["'self'", ...APOLLO_CDN],
      frameSrc: ["'self'", 'https://sandbox.embed.apollographql.com', ...APOLLO_CDN],
      manifestSrc: ["'self'", ...APOLLO_CDN],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});
