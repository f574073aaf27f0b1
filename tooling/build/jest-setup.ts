import '@testing-library/jest-dom';
import { options } from 'preact';
import { configure } from '@testing-library/react';

// Remote pages load asynchronously; on a busy 2-core CI machine one second is not always enough.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; the router's scroll restoration calls window.scrollTo on every navigation.
if (typeof window !== 'undefined') Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// Preact runs effects after the browser's next frame; jsdom draws none (it would wait 35 ms for one).
// They run once the work that scheduled them is done instead, as React's test environment does.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
