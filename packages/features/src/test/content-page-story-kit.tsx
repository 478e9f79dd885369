import type { Decorator } from '@storybook/react-vite';
import { StoryProviders } from './story-providers';

/** A page as the shop renders it: the fixture store, the router and the `main` landmark around the page. */
export const inMainLandmark: Decorator[] = [
  (Story) => (
    <StoryProviders>
      <main>
        <Story />
      </main>
    </StoryProviders>
  ),
];

/** A hero with a reserved-size image, for the content page types that show one. */
export const storyHero = {
  heading: 'Autumn collection',
  text: 'Warm wood and soft wool for the darker months.',
  image: {
    src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"%3E%3Crect width="1200" height="600" fill="%23c9b8a6"/%3E%3C/svg%3E',
    alt: 'A sofa in warm wool in a bright living room',
    title: 'Autumn collection',
    width: 1200,
    height: 600,
  },
  link: { title: 'See the collection', url: '/en/autumn' },
};
