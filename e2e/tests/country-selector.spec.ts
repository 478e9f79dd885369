import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { expectAccessibleInBothThemes, ready } from './journey-support';

// The country selector (spec §2 modals, loaded on demand) at 1280px and at 375px, where it sits in the mobile
// menu and its modal opens above the menu. Keyboard only: Tab, Shift+Tab, Enter and Escape.
// The 'mobile' project only runs the shell, journey and keyboard specs, so this file sets both widths itself.

const PAGE = '/en/about-us/';
/** The modal's dialog: the shared Modal names it by its title (aria-labelledby); the mobile menu uses aria-label. */
const COUNTRY_DIALOG = '[role="dialog"][aria-labelledby]';

test.use({ actionTimeout: 15_000 });

/** Presses `key` until `target` has focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach ${target} in ${max} presses`);
}

/** Whether focus is inside `container`. */
function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** The name of the focused element: aria-label, else its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  const mobile = name === 'mobile';

  test.describe(`the country selector at ${width}px`, () => {
    test.use({ viewport: { width, height }, hasTouch: mobile });

    /**
     * Loads the page and moves focus to the country button by keyboard: at 375px through the menu button,
     * Enter, and on inside the menu. Returns the button and (at 375px) the open menu.
     */
    async function focusCountryButton(page: Page): Promise<{ button: Locator; menu: Locator | null }> {
      await page.goto(PAGE);
      await ready(page);
      if (!mobile) {
        const button = page.getByRole('banner').getByRole('button', { name: /^NO, Country: / });
        await tabTo(page, button);
        return { button, menu: null };
      }
      await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Open menu' }));
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const button = menu.getByRole('button', { name: /^NO, Country: / });
      await tabTo(page, button);
      return { button, menu };
    }

    test('opens from the keyboard as a modal that keeps Tab inside; Escape gives focus back', async ({
      page,
    }) => {
      // The modal's own chunk (Vite names it after its module): not loaded with the page, fetched on opening.
      const modalChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/country-selector-modal-[^/]*\.js$/.test(request.url())) modalChunks.push(request.url());
      });
      const { button, menu } = await focusCountryButton(page);
      await expect(button).toHaveAccessibleName('NO, Country: Norway');
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      expect(modalChunks).toEqual([]);

      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Country' });
      await expect(dialog).toBeVisible();
      expect(modalChunks).toHaveLength(1);
      await expect.poll(() => holdsFocus(dialog)).toBe(true);
      await expect(dialog.getByRole('link', { name: 'Norway' })).toHaveAttribute('aria-current', 'true');
      await expect(dialog.getByRole('link', { name: 'Sweden' })).toBeVisible();
      if (menu) {
        // Above the menu: the modal's panel is what the shopper sees at its centre.
        const onTop = await dialog.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && element.contains(hit);
        });
        expect(onTop).toBe(true);
      }

      // Tab and Shift+Tab cycle through the dialog's stops only: close, the four countries, two languages.
      const seen = new Set<string>();
      for (let i = 0; i < 16; i += 1) {
        await page.keyboard.press('Tab');
        expect(await holdsFocus(dialog)).toBe(true);
        seen.add(await focusedName(page));
      }
      expect([...seen]).toEqual(
        expect.arrayContaining(['Close', 'Norway', 'Sweden', 'Denmark', 'Finland', 'English', 'Norwegian']),
      );
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await holdsFocus(dialog)).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      if (menu) {
        // Only the modal closed: the menu is open and its trap holds Tab again; its own Escape comes next.
        await expect(menu).toBeVisible();
        for (let i = 0; i < 12; i += 1) {
          await page.keyboard.press('Tab');
          expect(await holdsFocus(menu)).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeFocused();
      }
    });

    test('switches the language from the dialog by keyboard', async ({ page }) => {
      const { button } = await focusCountryButton(page);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Country' });
      await expect(dialog).toBeVisible();
      const norwegian = dialog.getByRole('link', { name: 'Norwegian' });
      await expect(norwegian).toHaveAttribute('hreflang', 'no');
      await expect(dialog.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
      await tabTo(page, norwegian, { max: 12 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/no\/om-oss\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'no');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The page is in Norwegian now, the selector too.
      if (mobile) await page.getByRole('banner').getByRole('button', { name: 'Åpne meny' }).click();
      await expect(page.getByRole('button', { name: 'Land: Norge' }).filter({ visible: true })).toBeVisible();
      expect(await button.count()).toBe(0);
    });

    test('the open dialog passes axe (WCAG 2.2 A and AA) in both themes', async ({ page }) => {
      await focusCountryButton(page);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Country' });
      await expect(dialog.getByRole('link', { name: 'Finland' })).toBeVisible();
      await expectAccessibleInBothThemes(page, `country selector at ${width}px`, COUNTRY_DIALOG);
    });
  });
}
