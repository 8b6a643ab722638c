export { SupportQueueSection } from './support-queue-section';
