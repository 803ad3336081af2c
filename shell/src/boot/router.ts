// A boot step of index.ts (see redux.ts).
export { createHashRouter } from 'react-router-dom';
