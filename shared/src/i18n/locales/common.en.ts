/** English strings of the shared UI kit (namespace `common`). */
export const commonEn = {
  language: { label: 'Language' },
  loading: 'Loading…',
  retry: 'Try again',
  error: {
    title: 'Something went wrong',
    notFound: 'Page Not Found',
    internal: 'Internal Server Error',
  },
  embeddedPanel: {
    unavailableTitle: 'This part of the page is unavailable right now',
    unavailableMessage: 'We could not load it. The rest of the page still works: try again in a moment.',
  },
  price: {
    pending: 'Loading price',
  },
  phone: {
    label: 'Phone number',
    placeholder: 'Enter a phone number',
    country: 'Country',
    international: 'International',
    lookupFailed: 'unable to fetch the country',
    errors: {
      tooShort: 'This phone number is too short.',
      tooLong: 'This phone number is too long.',
      notANumber: 'Enter a phone number using digits only.',
      invalidCountry: 'Choose a country or start the number with + and its country code.',
      invalid: 'This phone number is not valid.',
      pattern: 'This phone number is not in the expected format.',
      required: 'Enter a phone number.',
    },
  },
  field: {
    showPassword: 'Show',
    hidePassword: 'Hide',
    count: '{{used}} of {{max}} characters',
    charactersLeft_one: '{{count}} character left',
    charactersLeft_other: '{{count}} characters left',
  },
  dialog: {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  empty: {
    title: 'Nothing here yet',
  },
};
