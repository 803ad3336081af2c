// A boot step of index.ts (see zod.ts): Redux Toolkit's core, with Redux, Immer and Reselect.
export { configureStore } from '@reduxjs/toolkit';
