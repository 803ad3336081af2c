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

/**
 * Follows the browser's online/offline events; returns the unsubscribe function. A page the
 * browser kept in its back/forward cache heard neither while it was away: `pageshow` reads the
 * state again, so an alert of a connection lost meanwhile does not outlive its return.
 */
export function watchConnectivity(dispatch: (action: PayloadAction<boolean>) => unknown) {
  const update = () => dispatch(connectivityChanged(navigator.onLine));
  const events = ['online', 'offline', 'pageshow'];
  for (const event of events) window.addEventListener(event, update);
  update();
  return () => {
    for (const event of events) window.removeEventListener(event, update);
  };
}
