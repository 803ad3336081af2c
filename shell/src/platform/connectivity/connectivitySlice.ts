import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface ConnectivityState {
  online: boolean;
}

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState: (): ConnectivityState => ({
    online: (globalThis.navigator as Navigator | undefined)?.onLine ?? true,
  }),
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
  },
});

export const { connectivityChanged } = connectivitySlice.actions;
export const selectIsOnline = (state: { connectivity: ConnectivityState }) =>
  state.connectivity.online;

/** Follows the browser's online/offline events; returns the unsubscribe function. */
export function watchConnectivity(dispatch: (action: PayloadAction<boolean>) => unknown) {
  const update = () => dispatch(connectivityChanged(navigator.onLine));
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}
