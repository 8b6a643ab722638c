export { PartnerKeysSection } from './partner-keys-section';
