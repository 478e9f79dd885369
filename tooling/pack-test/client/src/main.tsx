// A client-only app (no server rendering) built with Vite from the installed tarballs: the READMEs' examples and
// a theme-aware component of the app's own that uses the css prop with the packages' Emotion Theme type.
import { css } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { Embedded } from './features-readme-example';
import { App } from './ui-readme-example';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');

function Note() {
  return <p css={(theme) => css({ color: theme.colors.text })}>Installed from tarballs</p>;
}

createRoot(root).render(
  <>
    <App />
    <Embedded />
    <Note />
  </>,
);
