// A boot step of index.ts (see zod.ts).
export { Provider } from 'react-redux';
