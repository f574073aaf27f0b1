/** English strings of the shared UI kit (namespace `common`). */
export const commonEn = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  error: {
    title: 'Something went wrong',
    notFound: 'Page Not Found',
    internal: 'Internal Server Error',
  },
};
