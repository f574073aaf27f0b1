import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@ilm/shared/config';
import { startCountryAndCurrencySync } from '@ilm/shared/stores';
import { Standalone } from './standalone';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The shell's jobs when there is no shell: the runtime config before the first API call, then
// country and currency.
void loadRuntimeConfig().then(() => {
  startCountryAndCurrencySync();
  createRoot(container).render(<Standalone />);
});
