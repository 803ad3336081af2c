// A boot step of index.ts (see zod.ts).
export { IntlProvider } from 'react-intl';
