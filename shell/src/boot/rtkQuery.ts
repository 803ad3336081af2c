// A boot step of index.ts (see redux.ts): RTK Query with its React hooks.
export { createApi } from '@reduxjs/toolkit/query/react';
