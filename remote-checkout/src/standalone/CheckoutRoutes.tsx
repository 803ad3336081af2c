import { Navigate, Route, Routes } from 'react-router-dom';
import CheckoutPage from '../checkout/CheckoutPage';
import { CHECKOUT_PATH } from '@portal/shared/routes/paths';

/** The checkout remote's own route when it runs alone. */
export function CheckoutRoutes() {
  return (
    <main className="checkout-standalone">
      <Routes>
        <Route path={CHECKOUT_PATH} element={<CheckoutPage />} />
        <Route path="*" element={<Navigate to={CHECKOUT_PATH} replace />} />
      </Routes>
    </main>
  );
}
