export * from './accounts';
export * from './catalog';
export * from './commerce';
export * from './instances';
export * from './forms';
export * from './sso';
export * from './ratings';
export * from './baari';
