export { ContactPage } from './contact-page';
export { TicketList } from './ticket-list';
