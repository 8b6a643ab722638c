import { CheckoutPage } from '../features/checkout';

/** /checkout (storefront.md §2, §4). */
export default function CheckoutRoute() {
  return <CheckoutPage />;
}
