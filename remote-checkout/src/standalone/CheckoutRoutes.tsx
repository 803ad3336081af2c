import { Navigate, Route, Routes } from 'react-router-dom';
import CheckoutPage from '../checkout/CheckoutPage';

/** The checkout remote's own route when it runs alone. */
export function CheckoutRoutes() {
  return (
    <main className="checkout-standalone">
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="*" element={<Navigate to="/checkout" replace />} />
      </Routes>
    </main>
  );
}
