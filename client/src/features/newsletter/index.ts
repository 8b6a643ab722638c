export { NewsletterForm, NEWSLETTER_THANKS } from './newsletter-form';
export { subscribeToNewsletter } from './subscribe';
