import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageViewSubject, useVirtualPageView } from './use-virtual-page-view';

const start: PageViewSubject = { pageId: '1', pageType: 'StartPage', url: '/en', pageTitle: 'Home' };
const about: PageViewSubject = {
  pageId: '2',
  pageType: 'StandardPage',
  url: '/en/about',
  pageTitle: 'About',
};

describe('useVirtualPageView', () => {
  afterEach(() => {
    window.dataLayer = undefined;
  });

  it('pushes one page view with status 200 and user_type private per page id', () => {
    const { rerender } = renderHook(({ page }) => useVirtualPageView(page), {
      initialProps: { page: start },
    });
    rerender({ page: { ...start, pageTitle: 'Home again' } });
    rerender({ page: about });
    expect(window.dataLayer).toEqual([
      {
        event: 'virtual_page_view',
        status: 200,
        user_type: 'private',
        page_id: '1',
        page_type: 'StartPage',
        page_path: '/en',
        page_title: 'Home',
        page_language: 'en',
      },
      expect.objectContaining({ page_id: '2', page_path: '/en/about', status: 200, user_type: 'private' }),
    ]);
  });
});
