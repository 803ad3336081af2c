import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { en, renderInEnglish } from '../platform/ui/testing';
import { LOADING_OVERLAY_DELAY_MS, LoadingOverlay } from './LoadingOverlay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('the loading overlay holds the page and is announced at once, and blurs it once the wait lasts', () => {
  renderInEnglish(<LoadingOverlay />);
  const status = screen.getByRole('status');
  expect(status.getAttribute('aria-busy')).toBe('true');
  expect(status.textContent).toBe(en['common.loading']);
  // Covers the page (input held) but draws nothing yet: a quick load does not flash.
  expect(status.classList.contains('overlay')).toBe(true);
  expect(status.classList.contains('overlay-loading-shown')).toBe(false);
  expect(status.querySelector('.spinner')).toBeNull();

  act(() => vi.advanceTimersByTime(LOADING_OVERLAY_DELAY_MS));
  expect(status.classList.contains('overlay-loading-shown')).toBe(true);
  expect(status.querySelector('.spinner')).not.toBeNull();
});
