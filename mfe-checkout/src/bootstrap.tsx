import { createRoot } from 'react-dom/client';
import { Standalone } from './standalone';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<Standalone />);
