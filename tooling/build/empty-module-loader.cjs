// @ts-check
/** A plain stylesheet in the server bundle: the browser build carries it, the server needs nothing of it. */
module.exports = function emptyModuleLoader() {
  return 'export {};';
};
