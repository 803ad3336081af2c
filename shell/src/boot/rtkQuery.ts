// A boot step of index.ts (see zod.ts): RTK Query with its React hooks.
export { createApi } from '@reduxjs/toolkit/query/react';
