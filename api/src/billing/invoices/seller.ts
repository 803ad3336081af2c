/**
 * Who bills: printed on every invoice, from the SELLER_* settings. Declared with those settings
 * (src/config/seller.ts), so the configuration imports no billing code.
 */
export { SAMPLE_SELLER, type Seller } from '../../config/seller';
