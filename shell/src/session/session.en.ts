/** English strings of the shell's session pieces (namespace `session`). */
export const sessionEn = {
  checking: 'Checking your session…',
  country: {
    label: 'Country',
    choose: 'Choose your country',
  },
  currency: {
    label: 'Prices in {{code}}',
  },
};
