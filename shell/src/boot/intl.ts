// A boot step of index.ts (see redux.ts).
export { IntlProvider } from 'react-intl';
