import { describe, expect, it, vi } from 'vitest';
import { NavigationType, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { createNavigationGate } from './navigationGate';

describe('navigation gate', () => {
  it('tells a listener of a move made before it listened (a slow first screen), once', () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/login'], v5Compat: true });
    const gate = createNavigationGate(history);
    // The router has rendered /login and is not yet listening: the address changes meanwhile.
    history.push('/checkout?email=owner%40agency.com');
    const heard = vi.fn();
    const unlisten = gate.history.listen(heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]![0]).toMatchObject({
      action: NavigationType.Pop,
      location: { pathname: '/checkout', search: '?email=owner%40agency.com' },
    });
    // Listening again (React's strict mode) hears of nothing new.
    unlisten();
    const again = vi.fn();
    gate.history.listen(again);
    expect(again).not.toHaveBeenCalled();
  });

  it('says nothing to a listener when the address is the one it started at', () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/login'], v5Compat: true });
    const heard = vi.fn();
    createNavigationGate(history).history.listen(heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
