import type { RemotePage } from '@ilm/shared/contracts';
import { CheckoutPage } from '../pages/checkout-page';

/** `mfe_checkout/Checkout`, the page at /checkout (`?plan=`, `?pack=` or `?path=`): order summary, payment, confirmation. */
const Checkout: RemotePage = () => <CheckoutPage />;
export default Checkout;
