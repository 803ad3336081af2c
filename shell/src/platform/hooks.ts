import { useDispatch, useSelector } from 'react-redux';
import { selectLocale } from './locale/localeSlice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The portal's current language; change it with `dispatch(localeChanged(locale))`. */
export const useLocale = () => useAppSelector(selectLocale);
