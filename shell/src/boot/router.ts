// A boot step of index.ts (see redux.ts).
export { useRoutes } from 'react-router-dom';
