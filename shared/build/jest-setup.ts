import '@testing-library/jest-dom';

// jsdom does not scroll; the router's scroll restoration calls window.scrollTo on every navigation.
if (typeof window !== 'undefined') Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
