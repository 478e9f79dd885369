import { createApiClient } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { selectThemeName, themeChosen, themeToggled } from './theme-slice';

const store = () => makeStore({ api: createApiClient({ apiBase: 'http://127.0.0.1:9' }) });

describe('theme slice', () => {
  it('starts light, toggles to dark and back', () => {
    const s = store();
    expect(selectThemeName(s.getState())).toBe('light');
    s.dispatch(themeToggled());
    expect(selectThemeName(s.getState())).toBe('dark');
    s.dispatch(themeToggled());
    expect(selectThemeName(s.getState())).toBe('light');
  });

  it('falls back to light for an invalid stored value', () => {
    const s = store();
    s.dispatch(themeChosen('dark'));
    expect(selectThemeName(s.getState())).toBe('dark');
    s.dispatch(themeChosen('purple'));
    expect(selectThemeName(s.getState())).toBe('light');
  });
});
