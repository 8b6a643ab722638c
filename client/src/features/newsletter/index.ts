export { NewsletterForm, NEWSLETTER_THANKS } from './newsletter-form';
