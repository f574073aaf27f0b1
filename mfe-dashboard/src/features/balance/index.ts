// The learner's token balance, a feature of its own: the tokens page, a lab's launch and the running
// lab all read it, so none of them owns it (docs/rules/boundaries.md#7-features-through-their-entry).
export { balanceQuery } from './balance.queries';
