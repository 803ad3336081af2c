// A boot step of index.ts (see redux.ts).
export { Provider } from 'react-redux';
