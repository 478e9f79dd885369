import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ready } from './journey-support';

// The shell journeys of issue 8, run at 1280px (project 'desktop') and 375px (project 'mobile').

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

test.describe('the shell', () => {
  test('/ lands on the language home with its heading and title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the server HTML already holds title, heading, head tags and styles', async ({ request }) => {
    const response = await request.get('/en/about-us/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>About us</title>');
    expect(html).toMatch(/<h1[^>]*>About us<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/about-us\/"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="no" href="[^"]*\/no\//);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    // Emotion's styles are in the head, so the first paint is styled.
    expect(html.indexOf('<style data-emotion="css ')).toBeGreaterThan(-1);
    expect(html.indexOf('<style data-emotion="css ')).toBeLessThan(html.indexOf('</head>'));
  });

  test('hydrates without errors or mismatch warnings', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    await page.goto('/en/about-us/');
    await ready(page);
    expect(problems).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the page heading, title and no loader', async ({ page }) => {
      await page.goto('/en/about-us/');
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      await expect(page).toHaveTitle('About us');
      await expect(page.getByTestId('startup-loader')).toBeHidden();
    });
  });

  test('the mega menu opens with mouse and keyboard and Escape closes it', async ({ page }, testInfo) => {
    test.skip(
      isMobile(testInfo),
      'the mega menu is the desktop navigation; the mobile menu has its own test',
    );
    await page.goto('/en');
    await ready(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const trigger = nav.getByRole('button', { name: 'Furniture' });

    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'See all products' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'See all products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    // A content menu links to its overview instead.
    await nav.getByRole('button', { name: 'Inspiration' }).click();
    await expect(nav.getByRole('link', { name: 'See overview' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link', { name: 'See overview' })).toBeHidden();
  });

  test('the secondary bar hides when scrolling down past 50px and returns on scroll up', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'the secondary bar is part of the desktop header');
    await page.goto('/en');
    await ready(page);
    const bar = page.getByTestId('secondary-bar');
    await expect(bar).toBeVisible();
    await expect
      .poll(() => page.getByTestId('header-desktop').evaluate((el) => el.getBoundingClientRect().height))
      .toBe(72);
    await page.mouse.wheel(0, 400);
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, -100);
    await expect(bar).toBeVisible();
  });

  test('at the end of the page the secondary bar stays hidden, and the header does not flicker', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'the secondary bar is part of the desktop header');
    await page.goto('/en');
    await ready(page);
    await page.mouse.wheel(0, 20_000);
    const bar = page.getByTestId('secondary-bar');
    await expect(bar).toBeHidden();
    // Hiding the bar shortens the page and the browser pulls the scroll position back; that is not a scroll
    // up. Half a second of frames: the header keeps one height.
    const heights = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const start = performance.now();
          const frame = () => {
            seen.push(Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? -1));
            if (performance.now() - start < 500) requestAnimationFrame(frame);
            else resolve(seen);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(new Set(heights).size).toBe(1);
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, -100);
    await expect(bar).toBeVisible();
  });

  test("the language switch follows the page's alternative link", async ({ page }, testInfo) => {
    await page.goto('/en/about-us/');
    await ready(page);
    if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^NO, Country/ }).click();
    // The country selector's modal (loaded on its first opening) holds the language switch.
    const dialog = page.getByRole('dialog', { name: 'Country' });
    await dialog.getByRole('link', { name: 'Norwegian' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/no\/om-oss\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expect(page.getByRole('link', { name: 'Hopp til hovedinnhold' })).toHaveCount(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem('storefront.language'))).toBe('no');
  });

  test('the mobile menu traps Tab and walks down the navigation', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the mobile menu shows at 1024px and narrower');
    await page.goto('/en');
    await ready(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The support menu is in the mobile menu too, though its desktop copy never comes into view on a phone.
    await menu.getByRole('button', { name: 'Customer service' }).click();
    await expect(menu.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+4722000000');
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await menu.getByRole('button', { name: 'Furniture' }).click();
    await expect(menu.getByRole('link', { name: 'See all products' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a link navigates in place, scrolls to the top and reports a page view', async ({
    page,
  }, testInfo) => {
    await page.goto('/en');
    await ready(page);
    await page.evaluate(() => {
      (window as unknown as { shellMarker: number }).shellMarker = 1;
      window.scrollTo(0, document.body.scrollHeight);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    if (isMobile(testInfo)) await footer.locator('summary', { hasText: 'About us' }).click();
    await footer.getByRole('link', { name: 'About us', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about-us\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // No full page load: the marker survives.
    expect(await page.evaluate(() => (window as unknown as { shellMarker?: number }).shellMarker)).toBe(1);
    const views = await page.evaluate(() =>
      (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer?.filter(
        (entry) => entry.event === 'virtual_page_view',
      ),
    );
    expect(views?.map((view) => view.page_path)).toEqual(['/en/', '/en/about-us/']);
    expect(views?.every((view) => view.status === 200 && view.user_type === 'private')).toBe(true);
  });

  test.describe('link rules of spec §2', () => {
    /**
     * The seed content has no '#' or mailto links, so the test appends them to the rich text block the server
     * rendered on the About us page; the click handling under test is the shop's own (RichText delegates
     * every click inside the block).
     */
    async function openWithLinks(page: Page, html: string) {
      await page.goto('/en/about-us/');
      await ready(page);
      await page.evaluate((extra) => {
        const block = document.querySelector('#maincontent p')?.parentElement;
        if (!block) throw new Error('no rich text block on the page');
        block.insertAdjacentHTML('beforeend', extra);
        (window as unknown as { shellMarker: number }).shellMarker = 1;
      }, html);
    }

    /** True while no full page load has happened since `openWithLinks`. */
    const sameDocument = (page: Page) =>
      page.evaluate(() => (window as unknown as { shellMarker?: number }).shellMarker === 1);

    test('a leading-hash link scrolls smoothly to its target, records the hash and does not navigate', async ({
      page,
    }) => {
      await openWithLinks(
        page,
        '<p><a href="#e2e-target">Jump to the target</a></p><div style="height: 3000px"></div><h2 id="e2e-target">Target</h2>',
      );
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() || request.url().includes('.data')) documents.push(request.url());
      });
      await page.evaluate(() => {
        const w = window as unknown as { scrollEvents: number };
        w.scrollEvents = 0;
        window.addEventListener('scroll', () => {
          w.scrollEvents += 1;
        });
      });
      const before = await page.evaluate(() => window.scrollY);
      await page.getByRole('link', { name: 'Jump to the target' }).click();
      await expect(page).toHaveURL(/\/en\/about-us\/#e2e-target$/);
      // The target comes into view (at the top, or as far as the page can scroll) past the 3000px spacer.
      await expect(page.getByRole('heading', { name: 'Target' })).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 2000);
      // Smooth: the position moved in several steps, not one jump.
      expect(
        await page.evaluate(() => (window as unknown as { scrollEvents: number }).scrollEvents),
      ).toBeGreaterThan(1);
      expect(await sameDocument(page)).toBe(true);
      expect(documents).toEqual([]);
    });

    test('a mailto link sets the location to the address, without leaving the page', async ({ page }) => {
      await openWithLinks(page, '<p><a href="mailto:support@storefront.example">Write to us</a></p>');
      // Chromium reports the mailto navigation as a request (it opens no mail client here) and aborts it.
      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await page.getByRole('link', { name: 'Write to us' }).click();
      expect((await mailto).url()).toBe('mailto:support@storefront.example');
      await expect(page).toHaveURL(/\/en\/about-us\/$/);
      expect(await sameDocument(page)).toBe(true);
    });

    test('an external link opens in a new tab with noopener', async ({ page, context }) => {
      await context.route('https://www.instagram.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title>' }),
      );
      await page.goto('/en/about-us/');
      await ready(page);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const popup = page.waitForEvent('popup');
      await link.click();
      const tab = await popup;
      await expect(tab).toHaveURL('https://www.instagram.com/storefront');
      // noopener: the new tab has no handle on the shop's window.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await expect(page).toHaveURL(/\/en\/about-us\/$/);
    });
  });

  test('an unknown address shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/en/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a moved address redirects permanently', async ({ page }) => {
    const response = await page.goto('/en/old-sofas/');
    await expect(page).toHaveURL(/\/en\/assortment\/furniture\/sofas\/$/);
    expect(
      await response
        ?.request()
        .redirectedFrom()
        ?.response()
        .then((r) => r?.status()),
    ).toBe(301);
  });

  test('the dark theme persists across a reload, rendered by the server', async ({ page }, testInfo) => {
    await page.goto('/en');
    await ready(page);
    if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const light = 'rgb(255, 255, 255)';
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(light);
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('data-theme="dark"');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(light);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/en');
    await ready(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#maincontent')).toBeFocused();
    await expect(page.locator('#root')).toHaveCount(1);
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/en', '/en/about-us/']) {
      test(`axe finds no serious or critical violations on ${path} in the ${theme} theme`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: 'sf_theme', value: theme, url: baseURL ?? 'http://localhost' }]);
        await page.goto(path);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  }
});
