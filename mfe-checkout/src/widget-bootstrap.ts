import '@ilm/shared/ui/tokens.css';

export { mountPricingWidget as mount } from './expose/pricing-widget';
