// The country names of the checkout's selects live in shared: the billing details card (issue 39)
// names the countries the same way.
export { countryOptions, type CountryOption } from '@portal/shared/payments/countryOptions';
