import { useTheme } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseThemeName } from './parse-theme-name';
import { StorefrontThemeProvider } from './storefront-theme-provider';
import { themes } from './theme';
import { THEME_STORAGE_KEY, TOGGLE_THEME_EVENT } from './theme-storage';
import { useStorefrontTheme } from './use-storefront-theme';

function Probe() {
  const { theme, toggle, setTheme } = useStorefrontTheme();
  const emotion = useTheme();
  return (
    <div>
      <p>theme: {theme}</p>
      <p>primary: {emotion.colors.primary}</p>
      <button type="button" onClick={toggle}>
        toggle
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        light
      </button>
    </div>
  );
}

afterEach(() => window.localStorage.clear());

describe('parseThemeName', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['DARK', 'light'],
    ['purple', 'light'],
    [null, 'light'],
    [undefined, 'light'],
    [42, 'light'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseThemeName(input)).toBe(expected);
  });
});

describe('StorefrontThemeProvider', () => {
  it('given nothing stored, starts light with the purple primary', () => {
    render(
      <StorefrontThemeProvider>
        <Probe />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    expect(screen.getByText('primary: #5b2a86')).toBeInTheDocument();
  });

  it('gives native radios and checkboxes the theme primary as accent colour, not the browser blue', () => {
    render(
      <StorefrontThemeProvider>
        <input type="radio" aria-label="Card" />
      </StorefrontThemeProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`accent-color:${themes.light.colors.primary};`);
  });

  it('given a stored dark choice, applies it after mount', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <StorefrontThemeProvider>
        <Probe />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(screen.getByText('primary: #5fd4c4')).toBeInTheDocument();
  });

  it('given an invalid stored value, falls back to light', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    render(
      <StorefrontThemeProvider initialTheme="dark">
        <Probe />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('when toggled, switches and persists the choice', async () => {
    const user = userEvent.setup();
    render(
      <StorefrontThemeProvider>
        <Probe />
      </StorefrontThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('when the storefront:toggle-theme event fires, toggles', () => {
    const onThemeChange = vi.fn();
    render(
      <StorefrontThemeProvider onThemeChange={onThemeChange}>
        <Probe />
      </StorefrontThemeProvider>,
    );
    act(() => {
      window.dispatchEvent(new Event(TOGGLE_THEME_EVENT));
    });
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    act(() => {
      window.dispatchEvent(new Event(TOGGLE_THEME_EVENT));
    });
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('when storage throws, still works in memory', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const user = userEvent.setup();
    render(
      <StorefrontThemeProvider>
        <Probe />
      </StorefrontThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
  });

  it('given persist off and a controlled theme, shows it without reading storage', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <StorefrontThemeProvider theme="dark" persist={false}>
        <Probe />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
  });

  it('renders on the server with the given initial theme', () => {
    const html = renderToString(
      <StorefrontThemeProvider initialTheme="dark">
        <Probe />
      </StorefrontThemeProvider>,
    );
    expect(html).toContain('theme: <!-- -->dark');
  });

  it('useStorefrontTheme outside the provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/inside <StorefrontThemeProvider>/);
  });
});
