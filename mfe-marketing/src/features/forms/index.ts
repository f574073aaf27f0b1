/** The site's forms, each sending one of the API's `forms/…` endpoints, with the pages' own pieces. */
export { ContactForm } from './contact-form';
export { TeamInquiryForm } from './team-inquiry-form';
export { CifForm } from './cif-form';
export { ConsultingInquiryForm } from './consulting-inquiry-form';
export { DiplomaDeclarationForm } from './diploma-declaration-form';
export { ConsultingOfferList, OfferFacts } from './consulting-offers';
export { consultingOfferQuery, consultingOffersQuery } from './consulting.queries';
export { FORMS_NAMESPACE } from './i18n';
